# Defend and Capture : tout ce que lit le joueur.  Les noms des cartes viennent de cards.ftl
# ($card, $enemy...) et portent leur article (« le Barde ») : les phrases évitent donc
# « de » et « à » juste devant un nom.  Les emplacements ($slot) sont les messages dc-slot-*.

## L'entrée du jeu dans les menus

dc-summary = Decktet en solo : tiens les remparts et capture 12 ennemis avant de subir 20 dégâts.
dc-act-hint = choisis ton coup
dc-wait-hint = Rien à faire pour toi pour l'instant.
dc-solo-only = { $title } se joue en solo.
dc-metric-damage = moins de dégâts
dc-metric-turns = moins de tours

## Emplacements et valeurs de repli

dc-slot-d1 = Défense gauche
dc-slot-d2 = Défense centre
dc-slot-d3 = Défense droite
dc-slot-s1 = Flanc haut
dc-slot-s2 = Flanc centre
dc-slot-s3 = Flanc bas
dc-the-table = la table
dc-nothing = rien
dc-that-card = cette carte
dc-slot-with-card = { $slot } ({ $card })

## Actions

dc-verb-play = Jouer
dc-verb-counter = Contre-attaquer
dc-verb-interchange = Échanger
dc-verb-sacrifice = Sacrifier
dc-verb-withdraw = Retirer
dc-verb-end = Finir les actions
dc-verb-discard = Défausser
dc-verb-done = Finir le tour

## Questions

dc-prompt-discard-step = Défausse les cartes dont tu ne veux pas, ou finis le tour.
dc-prompt-action = Choisis une action.
dc-prompt-play-where = Où jouer { $card } ?
dc-prompt-play-which = Jouer quelle carte ?
dc-prompt-counter = Contre-attaquer depuis quel emplacement ?
dc-prompt-interchange-with = Échanger { $card } contre quelle carte capturée ?
dc-prompt-interchange-which = Quelle carte de ta main placer dans les Captures ?
dc-prompt-sacrifice-below = Reprendre quelle carte des Dégâts (rang inférieur à { $rank }) ?
dc-prompt-sacrifice-any = Reprendre quelle carte ?
dc-prompt-sacrifice-which = Sacrifier quelle carte de ta main aux Dégâts ?
dc-prompt-withdraw = Reprendre quelle carte en main ?
dc-prompt-discard = Défausser quelle carte ?
dc-prompt-choose = Choisis.

## Le journal des coups (ce que tu as fait)

dc-log-unknown = Un coup inconnu.
dc-log-play = Tu as joué { $card } en { $slot }.
dc-log-play-replacing = Tu as joué { $card } en { $slot } et défaussé { $old }.
dc-log-counter = Contre-attaque depuis { $slot } avec { $card }.
dc-log-interchange = Tu as échangé { $card } de ta main contre { $other } des Captures.
dc-log-sacrifice = Tu as sacrifié { $card } aux Dégâts et repris { $other }.
dc-log-withdraw = Tu as repris { $card } en main ({ $slot }).
dc-log-end = Actions terminées.
dc-log-discard = Tu as défaussé { $card }.
dc-log-done = Tour terminé.

## Ce que les règles ont fait

dc-ev-breach = Attaque en { $slot } : l'emplacement est vide, { $enemy } passe et inflige { $damage ->
    [one] { $damage } dégât
   *[other] { $damage } dégâts
}.
dc-ev-beats = Attaque en { $slot } : { $enemy } ({ $erank }) bat { $defender } ({ $drank }), qui part aux Dégâts : { $damage ->
    [one] { $damage } dégât
   *[other] { $damage } dégâts
}.
dc-ev-repelled = Attaque en { $slot } : { $defender } ({ $drank }) repousse { $enemy } ({ $erank }) : aucun dégât.
dc-ev-hasten = Hâte : avec { $n } cartes capturées ou plus, les ennemis attaquent et avancent encore une fois.
dc-ev-advance-none = Les ennemis avancent d'une rangée ; il ne reste plus de cartes pour remplir la rangée du haut.
dc-ev-advance = Les ennemis avancent d'une rangée ; { $cards } { $n ->
    [one] arrive
   *[other] arrivent
} dans la rangée du haut.
dc-ev-draw-nothing = Tour { $turn } : il ne reste plus de cartes à piocher.
dc-ev-draw = Tour { $turn } : tu pioches { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}.
dc-ev-draw-none = Tour { $turn } : tu as déjà { $n ->
    [0] 0 carte
    [one] { $n } carte
   *[other] { $n } cartes
} en main, donc tu ne pioches rien.
dc-ev-reshuffle = La pioche est épuisée : la défausse ({ $n ->
    [0] aucune carte
    [one] { $n } carte
   *[other] { $n } cartes
}) est mélangée pour former une nouvelle pioche.
dc-ev-counter = La contre-attaque { $did ->
    [captures] capture { $captured }
    [destroys] détruit { $destroyed }
   *[both] capture { $captured } et détruit { $destroyed }
}.
dc-ev-counter-none = La contre-attaque n'a aucun effet.
dc-ev-interchange = Tu places { $card } dans les Captures et récupères { $kept }.
dc-ev-sacrifice = Le sacrifice augmente tes dégâts de { $n }.
dc-ev-stop-timeout = Le temps est écoulé pour la défense.
dc-ev-stop-abandon = Personne n'a joué : la partie est abandonnée.
dc-ev-stop-resign = Tu as renoncé à la défense.
dc-ev-unknown = Il s'est passé quelque chose sur la table.

## Comment la partie s'est terminée

dc-reason-captured = { $n } ennemis capturés : la ville est sauvée. Tu as gagné !
dc-reason-damage = Les dégâts ont atteint { $damage } : la ville tombe.
dc-reason-sacrifice = Les dégâts ont atteint { $damage } après un sacrifice : la ville tombe.
dc-reason-cap = Aucun résultat après { $turns } tours : la partie est abandonnée.
dc-reason-timeout = Ton temps est écoulé : tu perds la partie.
dc-reason-abandon = Abandonnée : personne n'a joué.
dc-reason-resign = Tu as abandonné.

## Ligne d'état

dc-status = Tour { $turn } · dégâts { $damage } sur { $limit } · capturées { $captured } sur { $goal }
dc-status-discard = Tour { $turn } · dégâts { $damage } sur { $limit } · capturées { $captured } sur { $goal } · étape de défausse
dc-status-actions = Tour { $turn } · dégâts { $damage } sur { $limit } · capturées { $captured } sur { $goal } · actions restantes : { $left } sur { $y }

## Pourquoi un coup est refusé

dc-illegal-not-a-move = Ce n'est pas un coup de { $title }.
dc-illegal-discard-step = Il ne te reste plus d'actions ce tour : défausse des cartes ou finis le tour.
dc-illegal-actions-step = Termine d'abord tes actions (choisis « Finir les actions ») avant de défausser.
dc-illegal-partial = Ce n'est pas un coup « { $verb } » complet.
dc-illegal-not-in-hand = Pas dans ta main : { $card }.
dc-illegal-card-not-in-hand = Cette carte n'est pas dans ta main.
dc-illegal-not-a-slot = Ce n'est pas un emplacement de la table : choisis un emplacement de Défense ou de Flanc.
dc-illegal-empty-slot = { $slot } est vide : il n'y a rien { $verb ->
    [counter] pour contre-attaquer
   *[withdraw] à retirer
}.
dc-illegal-interchange = Pour échanger, il faut une carte qui se trouve dans les Captures.
dc-illegal-sacrifice-damaged = Pour sacrifier, il faut une carte qui se trouve dans les Dégâts.
dc-illegal-sacrifice-rank = Pour sacrifier, il faut une carte des Dégâts de rang inférieur à la carte de ta main.
dc-illegal = Ce coup n'est pas permis maintenant.

## Boutons de coups complets (80 caractères au plus ; sinon une forme plus courte)

dc-label-play = Jouer { $card } en { $slot }
dc-label-play-discarding = Jouer { $card } en { $slot } et défausser { $old }
dc-label-play-discards = Jouer { $card } en { $slot } (défausse { $old })
dc-label-play-discarding-there = Jouer { $card } en { $slot } et défausser la carte présente
dc-label-interchange = Échanger { $card } contre { $other } des Captures{ $gain ->
    [more] {" "}(+1 action, -1 pioche)
    [fewer] {" "}(-1 action, +1 pioche)
   *[same] {""}
}
dc-label-interchange-short = Échanger contre { $other } des Captures
dc-label-withdraw = Reprendre en main { $card } ({ $slot })
dc-label-end-turn = Finir les actions et le tour (rien à défausser)
dc-label-end = Finir les actions ({ $n ->
    [one] { $n } inutilisée
   *[other] { $n } inutilisées
})
dc-label-discard = Défausser { $card }
dc-label-discard-last = Défausser { $card } et finir le tour
dc-label-done-names = Finir le tour en gardant { $cards }
dc-label-done = Finir le tour en gardant { $n ->
    [0] 0 carte
    [one] { $n } carte
   *[other] { $n } cartes
}
dc-label-counter-none = Contre-attaque depuis { $slot } : aucun effet
dc-label-counter = Contre-attaque depuis { $slot } : { $says }
dc-label-counter-short = { $slot } : { $says }
dc-counter-says = { $did ->
    [captures] capture { $captured }
    [destroys] détruit { $destroyed }
   *[both] capture { $captured }, détruit { $destroyed }
}{ $won ->
    [yes] {" "}(tu gagnes)
   *[other] {""}
}
dc-counter-says-count = { $did ->
    [captures] capture { $captured }
    [destroys] détruit { $destroyed }
   *[both] capture { $captured }, détruit { $destroyed }
}{ $won ->
    [yes] {" "}(tu gagnes)
   *[other] {""}
}
dc-sacrifice-cost-falls = +{ $added } { $added ->
    [one] dégât
   *[other] dégâts
} : la ville tombe
dc-sacrifice-cost = +{ $added } { $added ->
    [one] dégât
   *[other] dégâts
}, { $total } sur { $limit }
dc-label-sacrifice = Sacrifier { $card }, reprendre { $taken } ({ $cost })
dc-label-sacrifice-for = Sacrifier { $card } contre { $taken } ({ $cost })
dc-label-sacrifice-take = Reprendre { $taken } ({ $cost })

## La raison de l'indice

dc-why-counter = Contre-attaque depuis { $slot } : elle { $did ->
    [captures] capture { $captured }
    [destroys] détruit { $destroyed }
   *[both] capture { $captured } et détruit { $destroyed }
}{ $won ->
    [yes] , et cela te fait gagner la partie
   *[other] {""}
}.
dc-why-play-sets-up = Joue { $card } en { $slot } : une contre-attaque depuis { $from } pourra ensuite capturer { $targets }.
dc-why-play-repels = Joue { $card } en { $slot } : la carte repoussera { $enemy }, qui attaque cet emplacement au prochain tour.
dc-why-play-absorbs = Joue { $card } en { $slot } : quand { $enemy } attaquera, tu ne subiras que { $damage ->
    [one] { $damage } dégât
   *[other] { $damage } dégâts
} au lieu de { $was }.
dc-why-end = Finis tes actions : aucun des coups restants ne fait plus de bien que de mal ce tour-ci.
dc-why-done = Finis le tour en gardant { $cards } : { $n ->
    [one] cette carte pourrait
   *[other] ces cartes pourraient
} servir sur la table.
dc-why-discard = Défausse { $card } : une nouvelle carte sera piochée à sa place au prochain tour.
dc-why-withdraw = Reprends { $card } en main ({ $slot }) : cette carte vaut plus dans ta main maintenant.
dc-why-interchange-action = Place { $card } dans les Captures et récupère { $other } : dès le prochain tour, tu as une action de plus et tu pioches une carte de moins.
dc-why-interchange-draw = Place { $card } dans les Captures et récupère { $other } : dès le prochain tour, tu pioches une carte de plus et tu as une action de moins.
dc-why-interchange-need = Place { $card } dans les Captures et récupère { $other } : il te faut cette carte en main.
