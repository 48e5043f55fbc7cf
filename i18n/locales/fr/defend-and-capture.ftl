# Defend and Capture : tout ce que lit le joueur.  Les noms des cartes viennent de cards.ftl
# ($card, $enemy...) et portent leur article (« le Barde ») : les phrases évitent donc
# « de » et « à » juste devant un nom.  Les emplacements ($slot) sont les messages defend-and-capture-slot-*.

## L'entrée du jeu dans les menus

defend-and-capture-summary = Decktet en solo : tiens les remparts et capture 12 ennemis avant de subir 20 dégâts.
defend-and-capture-act-hint = choisis ton coup
defend-and-capture-wait-hint = Rien à faire pour toi pour l'instant.
defend-and-capture-solo-only = { $title } se joue en solo.
defend-and-capture-metric-damage = moins de dégâts
defend-and-capture-metric-turns = moins de tours

## Emplacements et valeurs de repli

defend-and-capture-slot-d1 = Défense gauche
defend-and-capture-slot-d2 = Défense centre
defend-and-capture-slot-d3 = Défense droite
defend-and-capture-slot-s1 = Flanc haut
defend-and-capture-slot-s2 = Flanc centre
defend-and-capture-slot-s3 = Flanc bas
defend-and-capture-the-table = la table
defend-and-capture-nothing = rien
defend-and-capture-that-card = cette carte
defend-and-capture-slot-with-card = { $slot } ({ $card })

## Actions

defend-and-capture-verb-play = Jouer
defend-and-capture-verb-counter = Contre-attaquer
defend-and-capture-verb-interchange = Échanger
defend-and-capture-verb-sacrifice = Sacrifier
defend-and-capture-verb-withdraw = Retirer
defend-and-capture-verb-end = Finir les actions
defend-and-capture-verb-discard = Défausser
defend-and-capture-verb-done = Finir le tour

## Questions

defend-and-capture-prompt-discard-step = Défausse les cartes dont tu ne veux pas, ou finis le tour.
defend-and-capture-prompt-action = Choisis une action.
defend-and-capture-prompt-play-where = Où jouer { $card } ?
defend-and-capture-prompt-play-which = Jouer quelle carte ?
defend-and-capture-prompt-counter = Contre-attaquer depuis quel emplacement ?
defend-and-capture-prompt-interchange-with = Échanger { $card } contre quelle carte capturée ?
defend-and-capture-prompt-interchange-which = Quelle carte de ta main placer dans les Captures ?
defend-and-capture-prompt-sacrifice-below = Reprendre quelle carte des Dégâts (rang inférieur à { $rank }) ?
defend-and-capture-prompt-sacrifice-any = Reprendre quelle carte ?
defend-and-capture-prompt-sacrifice-which = Sacrifier quelle carte de ta main aux Dégâts ?
defend-and-capture-prompt-withdraw = Reprendre quelle carte en main ?
defend-and-capture-prompt-discard = Défausser quelle carte ?
defend-and-capture-prompt-choose = Choisis.

## Le journal des coups (ce que tu as fait)

defend-and-capture-log-unknown = Un coup inconnu.
defend-and-capture-log-play = Tu as joué { $card } en { $slot }.
defend-and-capture-log-play-replacing = Tu as joué { $card } en { $slot } et défaussé { $old }.
defend-and-capture-log-counter = Contre-attaque depuis { $slot } avec { $card }.
defend-and-capture-log-interchange = Tu as échangé { $card } de ta main contre { $other } des Captures.
defend-and-capture-log-sacrifice = Tu as sacrifié { $card } aux Dégâts et repris { $other }.
defend-and-capture-log-withdraw = Tu as repris { $card } en main ({ $slot }).
defend-and-capture-log-end = Actions terminées.
defend-and-capture-log-discard = Tu as défaussé { $card }.
defend-and-capture-log-done = Tour terminé.

## Ce que les règles ont fait

defend-and-capture-event-attack-breach = Attaque en { $slot } : l'emplacement est vide, { $enemy } passe et inflige { $damage ->
    [one] { $damage } dégât
   *[other] { $damage } dégâts
}.
defend-and-capture-event-attack-beats = Attaque en { $slot } : { $enemy } ({ $erank }) bat { $defender } ({ $drank }), qui part aux Dégâts : { $damage ->
    [one] { $damage } dégât
   *[other] { $damage } dégâts
}.
defend-and-capture-event-attack-repelled = Attaque en { $slot } : { $defender } ({ $drank }) repousse { $enemy } ({ $erank }) : aucun dégât.
defend-and-capture-event-hasten = Hâte : avec { $n } cartes capturées ou plus, les ennemis attaquent et avancent encore une fois.
defend-and-capture-event-advance = { $n ->
    [0] Les ennemis avancent d'une rangée ; il ne reste plus de cartes pour remplir la rangée du haut.
   *[other] Les ennemis avancent d'une rangée ; { $cards } { $n ->
        [one] arrive
       *[other] arrivent
    } dans la rangée du haut.
}
defend-and-capture-event-draw = { $n ->
    [0] Tour { $turn } : il ne reste plus de cartes à piocher.
   *[other] Tour { $turn } : tu pioches { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
}
defend-and-capture-event-draw-none = Tour { $turn } : tu as déjà { $n ->
    [0] 0 carte
    [one] { $n } carte
   *[other] { $n } cartes
} en main, donc tu ne pioches rien.
defend-and-capture-event-reshuffle = La pioche est épuisée : la défausse ({ $n ->
    [0] aucune carte
    [one] { $n } carte
   *[other] { $n } cartes
}) est mélangée pour former une nouvelle pioche.
defend-and-capture-event-counter = { $did ->
    [none] La contre-attaque n'a aucun effet.
   *[other] La contre-attaque { $did ->
        [captures] capture { $captured }
        [destroys] détruit { $destroyed }
       *[both] capture { $captured } et détruit { $destroyed }
    }.
}
defend-and-capture-event-interchange = Tu places { $card } dans les Captures et récupères { $kept }.
defend-and-capture-event-sacrifice = Le sacrifice augmente tes dégâts de { $n }.
defend-and-capture-event-stop = { $ending ->
    [timeout] Le temps est écoulé pour la défense.
    [abandon] Personne n'a joué : la partie est abandonnée.
   *[resign] Tu as renoncé à la défense.
}
defend-and-capture-event-unknown = Il s'est passé quelque chose sur la table.

## Comment la partie s'est terminée

defend-and-capture-reason-captured = { $n } ennemis capturés : la ville est sauvée. Tu as gagné !
defend-and-capture-reason-damage = Les dégâts ont atteint { $damage } : la ville tombe.
defend-and-capture-reason-sacrifice = Les dégâts ont atteint { $damage } après un sacrifice : la ville tombe.
defend-and-capture-reason-cap = Aucun résultat après { $turns } tours : la partie est abandonnée.
defend-and-capture-reason-timeout = Ton temps est écoulé : tu perds la partie.
defend-and-capture-reason-abandon = Abandonnée : personne n'a joué.
defend-and-capture-reason-resign = Tu as abandonné.

## Ligne d'état

defend-and-capture-status = Tour { $turn } · dégâts { $damage } sur { $limit } · capturées { $captured } sur { $goal }
defend-and-capture-status-discard = Tour { $turn } · dégâts { $damage } sur { $limit } · capturées { $captured } sur { $goal } · étape de défausse
defend-and-capture-status-actions = Tour { $turn } · dégâts { $damage } sur { $limit } · capturées { $captured } sur { $goal } · actions restantes : { $left } sur { $y }

## Pourquoi un coup est refusé

defend-and-capture-illegal-not-a-move = Ce n'est pas un coup de { $title }.
defend-and-capture-illegal-discard-step = Il ne te reste plus d'actions ce tour : défausse des cartes ou finis le tour.
defend-and-capture-illegal-actions-step = Termine d'abord tes actions (choisis « Finir les actions ») avant de défausser.
defend-and-capture-illegal-partial = Ce n'est pas un coup « { $verb } » complet.
defend-and-capture-illegal-not-in-hand = Pas dans ta main : { $card }.
defend-and-capture-illegal-card-not-in-hand = Cette carte n'est pas dans ta main.
defend-and-capture-illegal-not-a-slot = Ce n'est pas un emplacement de la table : choisis un emplacement de Défense ou de Flanc.
defend-and-capture-illegal-empty-slot = { $slot } est vide : il n'y a rien { $verb ->
    [counter] pour contre-attaquer
   *[withdraw] à retirer
}.
defend-and-capture-illegal-interchange = Pour échanger, il faut une carte qui se trouve dans les Captures.
defend-and-capture-illegal-sacrifice-damaged = Pour sacrifier, il faut une carte qui se trouve dans les Dégâts.
defend-and-capture-illegal-sacrifice-rank = Pour sacrifier, il faut une carte des Dégâts de rang inférieur à la carte de ta main.
defend-and-capture-illegal = Ce coup n'est pas permis maintenant.

## Boutons de coups complets (80 caractères au plus ; sinon une forme plus courte)

defend-and-capture-label-play = Jouer { $card } en { $slot }
defend-and-capture-label-play-discarding = Jouer { $card } en { $slot } et défausser { $old }
defend-and-capture-label-play-discards = Jouer { $card } en { $slot } (défausse { $old })
defend-and-capture-label-play-discarding-there = Jouer { $card } en { $slot } et défausser la carte présente
defend-and-capture-label-interchange = Échanger { $card } contre { $other } des Captures{ $gain ->
    [more] {" "}(+1 action, -1 pioche)
    [fewer] {" "}(-1 action, +1 pioche)
   *[same] {""}
}
defend-and-capture-label-interchange-short = Échanger contre { $other } des Captures
defend-and-capture-label-withdraw = Reprendre en main { $card } ({ $slot })
defend-and-capture-label-end-turn = Finir les actions et le tour (rien à défausser)
defend-and-capture-label-end = Finir les actions ({ $n ->
    [one] { $n } inutilisée
   *[other] { $n } inutilisées
})
defend-and-capture-label-discard = Défausser { $card }
defend-and-capture-label-discard-last = Défausser { $card } et finir le tour
defend-and-capture-label-done-names = Finir le tour en gardant { $cards }
defend-and-capture-label-done = Finir le tour en gardant { $n ->
    [0] 0 carte
    [one] { $n } carte
   *[other] { $n } cartes
}
defend-and-capture-label-counter-none = Contre-attaque depuis { $slot } : aucun effet
defend-and-capture-label-counter = Contre-attaque depuis { $slot } : { $says }
defend-and-capture-label-counter-short = { $slot } : { $says }
defend-and-capture-counter-says = { $did ->
    [captures] capture { $captured }
    [destroys] détruit { $destroyed }
   *[both] capture { $captured }, détruit { $destroyed }
}{ $won ->
    [yes] {" "}(tu gagnes)
   *[other] {""}
}
defend-and-capture-counter-says-count = { $did ->
    [captures] capture { $captured }
    [destroys] détruit { $destroyed }
   *[both] capture { $captured }, détruit { $destroyed }
}{ $won ->
    [yes] {" "}(tu gagnes)
   *[other] {""}
}
defend-and-capture-sacrifice-cost-falls = +{ $added } { $added ->
    [one] dégât
   *[other] dégâts
} : la ville tombe
defend-and-capture-sacrifice-cost = +{ $added } { $added ->
    [one] dégât
   *[other] dégâts
}, { $total } sur { $limit }
defend-and-capture-label-sacrifice = Sacrifier { $card }, reprendre { $taken } ({ $cost })
defend-and-capture-label-sacrifice-for = Sacrifier { $card } contre { $taken } ({ $cost })
defend-and-capture-label-sacrifice-take = Reprendre { $taken } ({ $cost })

## La raison de l'indice

defend-and-capture-why-counter = Contre-attaque depuis { $slot } : elle { $did ->
    [captures] capture { $captured }
    [destroys] détruit { $destroyed }
   *[both] capture { $captured } et détruit { $destroyed }
}{ $won ->
    [yes] , et cela te fait gagner la partie
   *[other] {""}
}.
defend-and-capture-why-play-sets-up = Joue { $card } en { $slot } : une contre-attaque depuis { $from } pourra ensuite capturer { $targets }.
defend-and-capture-why-play-repels = Joue { $card } en { $slot } : la carte repoussera { $enemy }, qui attaque cet emplacement au prochain tour.
defend-and-capture-why-play-absorbs = Joue { $card } en { $slot } : quand { $enemy } attaquera, tu ne subiras que { $damage ->
    [one] { $damage } dégât
   *[other] { $damage } dégâts
} au lieu de { $was }.
defend-and-capture-why-end = Finis tes actions : aucun des coups restants ne fait plus de bien que de mal ce tour-ci.
defend-and-capture-why-done = Finis le tour en gardant { $cards } : { $n ->
    [one] cette carte pourrait
   *[other] ces cartes pourraient
} servir sur la table.
defend-and-capture-why-discard = Défausse { $card } : une nouvelle carte sera piochée à sa place au prochain tour.
defend-and-capture-why-withdraw = Reprends { $card } en main ({ $slot }) : cette carte vaut plus dans ta main maintenant.
defend-and-capture-why-interchange-action = Place { $card } dans les Captures et récupère { $other } : dès le prochain tour, tu as une action de plus et tu pioches une carte de moins.
defend-and-capture-why-interchange-draw = Place { $card } dans les Captures et récupère { $other } : dès le prochain tour, tu pioches une carte de plus et tu as une action de moins.
defend-and-capture-why-interchange-need = Place { $card } dans les Captures et récupère { $other } : il te faut cette carte en main.
