# Deck Defence : tout ce que lit le joueur.  Les noms des cartes viennent de cards.ftl
# ($card, $enemy, $top...) ; piles et cases sont numérotées de 1 à 3.

## L'entrée du jeu dans les menus

deck-defence-summary = Solitaire : enrôle des héros, explore la pioche et vaincs les 9 ennemis.
deck-defence-act-hint = choisis ton coup
deck-defence-wait-hint = Rien à faire pour toi pour l'instant.
deck-defence-solo-only = { $title } se joue à 1 joueur.
deck-defence-option-classic = Mode classique : défausse visible, Explorer révèle des cartes
deck-defence-option-classic-label = Mode classique
deck-defence-option-classic-name = classique
deck-defence-metric-score = meilleur score

## Noms et valeurs de repli

deck-defence-a-card = une carte
deck-defence-an-enemy = un ennemi
deck-defence-nothing = rien
deck-defence-verb-conscript = Enrôler
deck-defence-verb-defeat = Vaincre
deck-defence-verb-explore = Explorer
deck-defence-verb-capture = Capturer
deck-defence-verb-order = Choisir l'ordre
deck-defence-verb-refill = Remplir la zone principale
deck-defence-pile-empty = Pile { $pile } : vide
deck-defence-pile-top = Pile { $pile } : { $card } au-dessus
deck-defence-slot-main = { $card } (case principale { $slot })
deck-defence-slot-main-empty = Case principale { $slot } : vide
deck-defence-slot-capture = { $card } (capture { $slot })
deck-defence-slot-capture-empty = Capture { $slot } : vide
deck-defence-pay = Payer { $cards } (rang { $total })

## Questions

deck-defence-prompt-order = Explorer : remets les cartes vues sur la pioche dans l'ordre de ton choix.
deck-defence-prompt-order-first = Quelle carte vue va au-dessus de la pioche ?
deck-defence-prompt-order-next = Quelle carte vient ensuite (sous celles déjà choisies) ?
deck-defence-prompt-refill-must = Une carte révélée doit remplir la case principale { $slot }.
deck-defence-prompt-refill = Quelle carte révélée remplit la case principale { $slot } ?
deck-defence-prompt-action = Choisis une action : Enrôler, Vaincre, Capturer ou Explorer.
deck-defence-prompt-conscript = Enrôler quelle carte alliée de la zone principale ?
deck-defence-prompt-conscript-pile = Sur quelle pile mettre { $card } ?
deck-defence-prompt-conscript-pile-it = Sur quelle pile la mettre ?
deck-defence-prompt-defeat = Vaincre quel ennemi ?
deck-defence-prompt-defeat-pay = Défausser quels dessus de pile ? Ce doivent être des cartes { $attr } dont les rangs font au moins { $total } au total ; le paiement le moins cher est proposé en premier.
deck-defence-prompt-defeat-pay-any = Défausser quels dessus de pile ? Ils doivent avoir l'attribut de l'ennemi et des rangs qui font au moins { $total } au total ; le paiement le moins cher est proposé en premier.
deck-defence-prompt-explore = Défausser le dessus de quelle pile pour explorer ?
deck-defence-prompt-capture = Capturer quel ennemi de la zone principale ?
deck-defence-prompt-choose = Choisis.

## Le journal des coups (ce que tu as fait)

deck-defence-log-unknown = Un coup qui ne fait pas partie de ce jeu.
deck-defence-log-conscript = Tu as enrôlé { $card } sur la pile { $pile }.
deck-defence-log-conscript-empty = Tu as enrôlé { $card } sur la pile vide { $pile }.
deck-defence-log-defeat = Tu as vaincu { $card } ({ $n } sur { $total }) en défaussant { $count ->
    [one] le dessus de la pile { $piles }
   *[other] les dessus des piles { $piles }
}.
deck-defence-log-capture = Tu as capturé { $card } dans la case de capture { $slot }.
deck-defence-log-capture-full = Tu as capturé { $card }.
deck-defence-log-explore = Tu as exploré en défaussant le dessus de la pile { $pile }.
deck-defence-log-order-one = Tu as remis { $card } sur le dessus de la pioche.
deck-defence-log-order = Tu as remis les cartes explorées sur la pioche, du dessus vers le bas : { $cards }.
deck-defence-log-refill = Tu as déplacé { $card } de la zone révélée vers la case principale { $slot }.

## Ce qui s'est passé

deck-defence-event-deal = La pioche est mélangée et { $count ->
    [one] { $count } carte arrive
   *[other] { $count } cartes arrivent
} dans la zone principale.
deck-defence-event-conscript = { $new_pile ->
    [true] Tu as enrôlé { $card } sur une nouvelle pile { $pile }.
   *[other] Tu as enrôlé { $card } sur la pile { $pile }.
}
deck-defence-event-defeat = Tu as vaincu { $enemy } ({ $defeated }/{ $total }) en défaussant { $count ->
    [one] le dessus de la pile { $piles }
   *[other] les dessus des piles { $piles }
}.
deck-defence-event-capture = Tu as capturé { $enemy } dans la case de capture { $slot }.
deck-defence-event-explore = Tu as défaussé le dessus de la pile { $pile } pour explorer.
deck-defence-event-explore-look = { $count ->
    [1] Tu regardes la carte du dessus de la pioche : { $cards }.
   *[other] Tu regardes les { $count } cartes du dessus de la pioche : { $cards }.
}
deck-defence-event-explore-nothing = La pioche est vide, Explorer ne montre donc aucune carte.
deck-defence-event-explore-disclose = Explorer révèle depuis la pioche : { $cards }.
deck-defence-event-order = { $count ->
    [1] Tu remets { $cards } sur le dessus de la pioche.
   *[other] Tu remets les cartes sur la pioche, du dessus vers le bas : { $cards }.
}
deck-defence-event-refill-draw = De la pioche vers la case principale { $slot } : { $card }.
deck-defence-event-refill-disclosed = De la zone révélée vers la case principale { $slot } : { $card }.
deck-defence-event-refill-chosen = Depuis la zone révélée, { $card } remplit la case principale { $slot }.
deck-defence-event-refill-choose = La case principale { $slot } est vide : les cartes révélées la remplissent avant la pioche.
deck-defence-event-refill-empty = La pioche est vide, la case principale { $slot } reste donc vide.
deck-defence-event-win = Les { $total } ennemis sont vaincus : tu gagnes avec un score de { $score }.
deck-defence-event-loss = Plus aucune action permise : le fort tombe avec { $defeated ->
    [one] { $defeated } ennemi vaincu
   *[other] { $defeated } ennemis vaincus
} sur { $total }.
deck-defence-event-resign = Tu as abandonné avec { $defeated ->
    [one] { $defeated } ennemi vaincu
   *[other] { $defeated } ennemis vaincus
} sur { $total }.
deck-defence-event-timeout = Ton temps est écoulé : tu perds avec { $defeated ->
    [one] { $defeated } ennemi vaincu
   *[other] { $defeated } ennemis vaincus
} sur { $total }.
deck-defence-event-abandon = Abandonnée avec { $defeated ->
    [one] { $defeated } ennemi vaincu
   *[other] { $defeated } ennemis vaincus
} sur { $total }.
deck-defence-event-unknown = Il s'est passé quelque chose sur la table.

## Comment la partie s'est terminée

deck-defence-reason-win = Tu gagnes avec un score de { $score } (objectif { $target }, meilleur possible { $best }) : les rangs des cartes alliées restées hors de la défausse.
deck-defence-reason-resign = Tu as abandonné.
deck-defence-reason-timeout = Ton temps est écoulé : tu perds la partie.
deck-defence-reason-abandon = Abandonnée : personne n'a joué.
deck-defence-reason-stuck = Plus aucune action permise, le fort tombe : { $conscript } ; { $defeat } ; { $capture } ; { $explore }.
deck-defence-stuck-no-fit = aucune carte alliée de la zone principale ne va sur une pile
deck-defence-stuck-no-friendly = il n'y a aucune carte alliée dans la zone principale
deck-defence-stuck-cannot-pay = tes dessus de pile ne peuvent payer aucun ennemi
deck-defence-stuck-no-enemy = il n'y a aucun ennemi dans la zone principale ni dans la zone de capture
deck-defence-stuck-capture-full = la zone de capture est pleine
deck-defence-stuck-no-capture = il n'y a aucun ennemi à capturer dans la zone principale
deck-defence-stuck-explore-twice = Explorer n'est pas permis juste après Explorer
deck-defence-stuck-explore-disclosed = { $n } cartes sont révélées, Explorer n'est donc pas permis
deck-defence-stuck-explore-hand = il ne reste aucun dessus de pile pour payer Explorer
deck-defence-stuck-explore = Explorer n'est pas possible

## Ligne d'état

deck-defence-status = { $classic ->
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
deck-defence-status-no-explore = Explorer n'est pas permis juste après Explorer.

## Pourquoi un coup est refusé

deck-defence-illegal-explore-twice = Explorer ne peut pas servir deux fois de suite.
deck-defence-illegal-explore-disclosed = Mode classique : Explorer n'est pas permis tant que { $n } cartes sont révélées.
deck-defence-illegal-explore-hand = Explorer coûte un dessus de pile de la zone de main, et elle est vide.
deck-defence-illegal-not-now = Ce coup n'est pas possible maintenant.
deck-defence-illegal-over = Cette partie est terminée.
deck-defence-illegal-order-first = Choisis d'abord l'ordre des cartes explorées.
deck-defence-illegal-refill-first = Choisis d'abord quelle carte révélée remplit la zone principale.
deck-defence-illegal-nothing-to-order = Il n'y a rien à ordonner ni à remplir pour l'instant.
deck-defence-illegal-order = Remets chaque carte explorée exactement une fois, en commençant par le dessus de la pioche : { $cards }.
deck-defence-illegal-refill = Choisis l'une des cartes révélées : { $cards }.
deck-defence-illegal-not-a-move = Ce n'est pas un coup de ce jeu.
deck-defence-illegal-capture-not-enemy = Seule une carte Ennemi de la zone principale peut être capturée.
deck-defence-illegal-capture-full = La zone de capture est pleine : elle contient au plus { $n } ennemis.
deck-defence-illegal-explore-empty = Cette pile est vide : Explorer défausse le dessus d'une pile non vide.
deck-defence-illegal-conscript-empty = Cette case principale est vide.
deck-defence-illegal-conscript-enemy = On ne peut pas enrôler d'ennemi : seulement des cartes alliées, de rang 1 à 3.
deck-defence-illegal-conscript-twin = Cette pile contient déjà { $card } : pas de doublon.
deck-defence-illegal-conscript-mismatch = { $card } n'a ni l'attribut ni le rang du dessus de pile { $top }.
deck-defence-illegal-defeat-not-enemy = Choisis une carte Ennemi de la zone principale ou de la zone de capture.
deck-defence-illegal-defeat-empty = Tu ne peux payer qu'avec les dessus de piles non vides.
deck-defence-illegal-defeat-attribute = Chaque carte défaussée doit avoir l'attribut de l'ennemi ({ $attr }).
deck-defence-illegal-defeat-sum = Les rangs défaussés doivent faire au moins { $total } au total pour battre le 4 d'un ennemi.
deck-defence-illegal-defeat-order = Paie avec chaque pile au plus une fois, de gauche à droite.

## Boutons de coups complets (80 caractères au plus ; sinon une forme plus courte)

deck-defence-label-conscript-new = Enrôler { $card } pour commencer la pile { $pile }
deck-defence-label-conscript = Enrôler { $card } sur la pile { $pile } (sur { $top })
deck-defence-label-capture = Capturer { $card } de la case principale { $slot } vers la capture { $free }
deck-defence-label-explore-classic = Explorer : défausser { $card } de la pile { $pile }, révéler { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
deck-defence-label-explore = Explorer : défausser { $card } de la pile { $pile }, voir { $n ->
    [1] la carte du dessus
    [one] { $n } carte du dessus
   *[other] les { $n } cartes du dessus
}
deck-defence-label-order-one = Remettre { $card } sur le dessus de la pioche
deck-defence-label-order = Remettre, du dessus vers le bas : { $cards }
deck-defence-label-order-short = Du dessus : { $cards }
deck-defence-label-refill = Remplir la case principale { $slot } avec { $card }
deck-defence-label-defeat = { $win ->
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
deck-defence-label-defeat-tops = { $win ->
    [yes] Victoire : vaincre
   *[other] Vaincre
} { $card } en défaussant les dessus { $count ->
    [1] de la pile { $p1 }
    [2] des piles { $p1 }, { $p2 }
   *[other] des piles { $p1 }, { $p2 }, { $p3 }
}

## La raison de l'indice

deck-defence-why-defeat = Vaincs { $card } avec les dessus { $count ->
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
deck-defence-why-conscript-pays = Enrôle { $card } sur la pile { $pile } : tes dessus de pile pourront alors payer { $enemy }.
deck-defence-why-conscript-builds = Enrôle { $card } sur la pile { $pile } : cela te rapproche de quoi payer { $enemy }.
deck-defence-why-conscript-frees = Enrôle { $card } sur la pile { $pile } : cela libère sa case principale et ajoute une carte pour payer plus tard.
deck-defence-why-capture = Capture { $card } : cela libère sa case principale, et l'ennemi attend là d'être vaincu plus tard.
deck-defence-why-explore-uncover = Défausse { $card } pour explorer : cela découvre la carte du dessous.
deck-defence-why-explore = Défausse { $card } pour explorer : aucun autre coup n'ouvre une aussi bonne suite, et tu choisis l'ordre des prochaines cartes.
deck-defence-why-order-enemy = Mets { $card } sur le dessus : dans les parties d'essai, le mieux était de laisser cet ennemi sortir en premier.
deck-defence-why-order = Mets { $card } sur le dessus : c'est la carte que tu peux utiliser en premier.
deck-defence-why-refill = Place { $card } dans la zone principale : c'est la carte que tu peux utiliser en premier.
