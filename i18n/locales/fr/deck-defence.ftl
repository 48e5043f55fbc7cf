# Deck Defence : tout ce que lit le joueur.  Les noms des cartes viennent de cards.ftl
# ($card, $enemy, $top...) ; piles et cases sont numérotées de 1 à 3.

## L'entrée du jeu dans les menus

dd-summary = Solitaire : enrôle des héros, explore la pioche et vaincs les 9 ennemis.
dd-act-hint = choisis ton coup
dd-wait-hint = Rien à faire pour toi pour l'instant.
dd-solo-only = { $title } se joue à 1 joueur.
dd-option-classic = Mode classique : défausse visible, Explorer révèle des cartes
dd-option-classic-label = Mode classique
dd-option-classic-name = classique
dd-metric-score = meilleur score

## Noms et valeurs de repli

dd-a-card = une carte
dd-an-enemy = un ennemi
dd-nothing = rien
dd-verb-conscript = Enrôler
dd-verb-defeat = Vaincre
dd-verb-explore = Explorer
dd-verb-capture = Capturer
dd-verb-order = Choisir l'ordre
dd-verb-refill = Remplir la zone principale
dd-pile-empty = Pile { $pile } : vide
dd-pile-top = Pile { $pile } : { $card } au-dessus
dd-slot-main = { $card } (case principale { $slot })
dd-slot-main-empty = Case principale { $slot } : vide
dd-slot-capture = { $card } (capture { $slot })
dd-slot-capture-empty = Capture { $slot } : vide
dd-pay = Payer { $cards } (rang { $total })

## Questions

dd-prompt-order = Explorer : remets les cartes vues sur la pioche dans l'ordre de ton choix.
dd-prompt-order-first = Quelle carte vue va au-dessus de la pioche ?
dd-prompt-order-next = Quelle carte vient ensuite (sous celles déjà choisies) ?
dd-prompt-refill-must = Une carte révélée doit remplir la case principale { $slot }.
dd-prompt-refill = Quelle carte révélée remplit la case principale { $slot } ?
dd-prompt-action = Choisis une action : Enrôler, Vaincre, Capturer ou Explorer.
dd-prompt-conscript = Enrôler quelle carte alliée de la zone principale ?
dd-prompt-conscript-pile = Sur quelle pile mettre { $card } ?
dd-prompt-conscript-pile-it = Sur quelle pile la mettre ?
dd-prompt-defeat = Vaincre quel ennemi ?
dd-prompt-defeat-pay = Défausser quels dessus de pile ? Ce doivent être des cartes { $attr } dont les rangs font au moins { $total } au total ; le paiement le moins cher est proposé en premier.
dd-prompt-defeat-pay-any = Défausser quels dessus de pile ? Ils doivent avoir l'attribut de l'ennemi et des rangs qui font au moins { $total } au total ; le paiement le moins cher est proposé en premier.
dd-prompt-explore = Défausser le dessus de quelle pile pour explorer ?
dd-prompt-capture = Capturer quel ennemi de la zone principale ?
dd-prompt-choose = Choisis.

## Le journal des coups (ce que tu as fait)

dd-log-unknown = Un coup qui ne fait pas partie de ce jeu.
dd-log-conscript = Tu as enrôlé { $card } sur la pile { $pile }.
dd-log-conscript-empty = Tu as enrôlé { $card } sur la pile vide { $pile }.
dd-log-defeat = Tu as vaincu { $card } ({ $n } sur { $total }) en défaussant { $count ->
    [one] le dessus de la pile { $piles }
   *[other] les dessus des piles { $piles }
}.
dd-log-capture = Tu as capturé { $card } dans la case de capture { $slot }.
dd-log-capture-full = Tu as capturé { $card }.
dd-log-explore = Tu as exploré en défaussant le dessus de la pile { $pile }.
dd-log-order-one = Tu as remis { $card } sur le dessus de la pioche.
dd-log-order = Tu as remis les cartes explorées sur la pioche, du dessus vers le bas : { $cards }.
dd-log-refill = Tu as déplacé { $card } de la zone révélée vers la case principale { $slot }.

## Ce qui s'est passé

dd-ev-deal = La pioche est mélangée et { $n ->
    [one] { $n } carte arrive
   *[other] { $n } cartes arrivent
} dans la zone principale.
dd-ev-conscript = Tu as enrôlé { $card } sur la pile { $pile }.
dd-ev-conscript-new = Tu as enrôlé { $card } sur une nouvelle pile { $pile }.
dd-ev-defeat = Tu as vaincu { $card } ({ $n }/{ $total }) en défaussant { $count ->
    [one] le dessus de la pile { $piles }
   *[other] les dessus des piles { $piles }
}.
dd-ev-capture = Tu as capturé { $card } dans la case de capture { $slot }.
dd-ev-explore = Tu as défaussé le dessus de la pile { $pile } pour explorer.
dd-ev-look-one = Tu regardes la carte du dessus de la pioche : { $card }.
dd-ev-look = Tu regardes les { $n } cartes du dessus de la pioche : { $cards }.
dd-ev-look-nothing = La pioche est vide, Explorer ne montre donc aucune carte.
dd-ev-disclose = Explorer révèle depuis la pioche : { $cards }.
dd-ev-order-one = Tu remets { $card } sur le dessus de la pioche.
dd-ev-order = Tu remets les cartes sur la pioche, du dessus vers le bas : { $cards }.
dd-ev-refill-draw = De la pioche vers la case principale { $slot } : { $card }.
dd-ev-refill-disclosed = De la zone révélée vers la case principale { $slot } : { $card }.
dd-ev-refill-chosen = Depuis la zone révélée, { $card } remplit la case principale { $slot }.
dd-ev-refill-choose = La case principale { $slot } est vide : les cartes révélées la remplissent avant la pioche.
dd-ev-refill-empty = La pioche est vide, la case principale { $slot } reste donc vide.
dd-ev-win = Les { $total } ennemis sont vaincus : tu gagnes avec un score de { $score }.
dd-ev-loss = Plus aucune action permise : le fort tombe avec { $n ->
    [one] { $n } ennemi vaincu
   *[other] { $n } ennemis vaincus
} sur { $total }.
dd-ev-resign = Tu as abandonné avec { $n ->
    [one] { $n } ennemi vaincu
   *[other] { $n } ennemis vaincus
} sur { $total }.
dd-ev-timeout = Ton temps est écoulé : tu perds avec { $n ->
    [one] { $n } ennemi vaincu
   *[other] { $n } ennemis vaincus
} sur { $total }.
dd-ev-abandon = Abandonnée avec { $n ->
    [one] { $n } ennemi vaincu
   *[other] { $n } ennemis vaincus
} sur { $total }.
dd-ev-unknown = Il s'est passé quelque chose sur la table.

## Comment la partie s'est terminée

dd-reason-win = Tu gagnes avec un score de { $score } (objectif { $target }, meilleur possible { $best }) : les rangs des cartes alliées restées hors de la défausse.
dd-reason-resign = Tu as abandonné.
dd-reason-timeout = Ton temps est écoulé : tu perds la partie.
dd-reason-abandon = Abandonnée : personne n'a joué.
dd-reason-stuck = Plus aucune action permise, le fort tombe : { $why }.
dd-clause-separator = {" ; "}
dd-stuck-no-fit = aucune carte alliée de la zone principale ne va sur une pile
dd-stuck-no-friendly = il n'y a aucune carte alliée dans la zone principale
dd-stuck-cannot-pay = tes dessus de pile ne peuvent payer aucun ennemi
dd-stuck-no-enemy = il n'y a aucun ennemi dans la zone principale ni dans la zone de capture
dd-stuck-capture-full = la zone de capture est pleine
dd-stuck-no-capture = il n'y a aucun ennemi à capturer dans la zone principale
dd-stuck-explore-twice = Explorer n'est pas permis juste après Explorer
dd-stuck-explore-disclosed = { $n } cartes sont révélées, Explorer n'est donc pas permis
dd-stuck-explore-hand = il ne reste aucun dessus de pile pour payer Explorer
dd-stuck-explore = Explorer n'est pas possible

## Ligne d'état

dd-status = { $classic ->
    [yes] Mode classique ·{" "}
   *[other] {""}
}{ $defeated ->
    [one] { $defeated } ennemi vaincu
   *[other] { $defeated } ennemis vaincus
} sur { $total } · { $deck ->
    [one] { $deck } carte
   *[other] { $deck } cartes
} dans la pioche · { $actions ->
    [one] { $actions } action jouée
   *[other] { $actions } actions jouées
}
dd-status-no-explore = Explorer n'est pas permis juste après Explorer.

## Pourquoi un coup est refusé

dd-illegal-explore-twice = Explorer ne peut pas servir deux fois de suite.
dd-illegal-explore-disclosed = Mode classique : Explorer n'est pas permis tant que { $n } cartes sont révélées.
dd-illegal-explore-hand = Explorer coûte un dessus de pile de la zone de main, et elle est vide.
dd-illegal-not-now = Ce coup n'est pas possible maintenant.
dd-illegal-over = Cette partie est terminée.
dd-illegal-order-first = Choisis d'abord l'ordre des cartes explorées.
dd-illegal-refill-first = Choisis d'abord quelle carte révélée remplit la zone principale.
dd-illegal-nothing-to-order = Il n'y a rien à ordonner ni à remplir pour l'instant.
dd-illegal-order = Remets chaque carte explorée exactement une fois, en commençant par le dessus de la pioche : { $cards }.
dd-illegal-refill = Choisis l'une des cartes révélées : { $cards }.
dd-illegal-not-a-move = Ce n'est pas un coup de ce jeu.
dd-illegal-capture-not-enemy = Seule une carte Ennemi de la zone principale peut être capturée.
dd-illegal-capture-full = La zone de capture est pleine : elle contient au plus { $n } ennemis.
dd-illegal-explore-empty = Cette pile est vide : Explorer défausse le dessus d'une pile non vide.
dd-illegal-conscript-empty = Cette case principale est vide.
dd-illegal-conscript-enemy = On ne peut pas enrôler d'ennemi : seulement des cartes alliées, de rang 1 à 3.
dd-illegal-conscript-twin = Cette pile contient déjà { $card } : pas de doublon.
dd-illegal-conscript-mismatch = { $card } n'a ni l'attribut ni le rang du dessus de pile { $top }.
dd-illegal-defeat-not-enemy = Choisis une carte Ennemi de la zone principale ou de la zone de capture.
dd-illegal-defeat-empty = Tu ne peux payer qu'avec les dessus de piles non vides.
dd-illegal-defeat-attribute = Chaque carte défaussée doit avoir l'attribut de l'ennemi ({ $attr }).
dd-illegal-defeat-sum = Les rangs défaussés doivent faire au moins { $total } au total pour battre le 4 d'un ennemi.
dd-illegal-defeat-order = Paie avec chaque pile au plus une fois, de gauche à droite.

## Boutons de coups complets (80 caractères au plus ; sinon une forme plus courte)

dd-label-conscript-new = Enrôler { $card } pour commencer la pile { $pile }
dd-label-conscript = Enrôler { $card } sur la pile { $pile } (sur { $top })
dd-label-capture = Capturer { $card } de la case principale { $slot } vers la capture { $free }
dd-label-explore-classic = Explorer : défausser { $card } de la pile { $pile }, révéler { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
dd-label-explore = Explorer : défausser { $card } de la pile { $pile }, voir { $n ->
    [one] la carte du dessus
   *[other] les { $n } cartes du dessus
}
dd-label-order-one = Remettre { $card } sur le dessus de la pioche
dd-label-order = Remettre, du dessus vers le bas : { $cards }
dd-label-order-short = Du dessus : { $cards }
dd-label-refill = Remplir la case principale { $slot } avec { $card }
dd-label-defeat = { $win ->
    [yes] Victoire : vaincre
   *[other] Vaincre
} { $card }{ $captured ->
    [yes] {" "}(capturé)
   *[other] {""}
} en défaussant { $paid } ({ $count ->
    [1] pile { $p1 }
    [2] piles { $p1 }, { $p2 }
   *[other] piles { $p1 }, { $p2 }, { $p3 }
})
dd-label-defeat-tops = { $win ->
    [yes] Victoire : vaincre
   *[other] Vaincre
} { $card } en défaussant les dessus { $count ->
    [1] de la pile { $p1 }
    [2] des piles { $p1 }, { $p2 }
   *[other] des piles { $p1 }, { $p2 }, { $p3 }
}

## La raison de l'indice

dd-why-defeat = Vaincs { $card } avec les dessus { $count ->
    [1] de la pile { $p1 }
    [2] des piles { $p1 } et { $p2 }
   *[other] des piles { $p1 }, { $p2 } et { $p3 }
} : ils paient { $exact ->
    [yes] exactement les { $paid } qu'il coûte
   *[other] { $paid }, le moins que tu puisses payer
} ({ $left ->
    [0] c'est le dernier
    [one] il en restera { $left }
   *[other] il en restera { $left }
}).
dd-why-conscript-pays = Enrôle { $card } sur la pile { $pile } : tes dessus de pile pourront alors payer { $enemy }.
dd-why-conscript-builds = Enrôle { $card } sur la pile { $pile } : cela te rapproche de quoi payer { $enemy }.
dd-why-conscript-frees = Enrôle { $card } sur la pile { $pile } : cela libère sa case principale et ajoute une carte pour payer plus tard.
dd-why-capture = Capture { $card } : cela libère sa case principale, et l'ennemi attend là d'être vaincu plus tard.
dd-why-explore-uncover = Défausse { $card } pour explorer : cela découvre la carte du dessous.
dd-why-explore = Défausse { $card } pour explorer : aucun autre coup n'ouvre une aussi bonne suite, et tu choisis l'ordre des prochaines cartes.
dd-why-order-enemy = Mets { $card } sur le dessus : dans les parties d'essai, le mieux était de laisser cet ennemi sortir en premier.
dd-why-order = Mets { $card } sur le dessus : c'est la carte que tu peux utiliser en premier.
dd-why-refill = Place { $card } dans la zone principale : c'est la carte que tu peux utiliser en premier.
