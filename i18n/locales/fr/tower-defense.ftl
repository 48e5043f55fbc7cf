### Tower Defense (engine/tower_defense) : résumé et options, boutons, questions, journal, état,
### résultat, refus, cartes spéciales en vigueur et raisons des indices.

## Le jeu dans les menus

td-summary = Solitaire : défends ta tour contre trois armées ennemies jusqu'à épuisement de la pioche.
td-one-player = Tower Defense se joue à 1 joueur.
td-act-hint = défends ta tour
td-wait-hint = Rien à faire pour toi pour l'instant.
td-option-havoc = Chaos : deux Jokers dans la pioche frappent là où ils apparaissent
td-option-havoc-label = Chaos (Jokers)
td-option-havoc-name = chaos
td-option-endless-night = Nuit sans fin : pioche jusqu'à avoir une main pleine ; traverse la pioche deux fois
td-option-endless-night-label = Nuit sans fin
td-option-endless-night-name = nuit_sans_fin
td-option-total-victory = Victoire totale : pour gagner, aucun ennemi visible quand la pioche est vide
td-option-total-victory-label = Victoire totale
td-option-total-victory-name = victoire_totale
td-option-calm-first-round = Les ennemis n'avancent pas à la manche 1 (leurs fronts viennent d'être retournés)
td-option-calm-first-round-label = Première manche calme
td-option-calm-first-round-name = première_manche_calme
td-option-three-actions = 3 actions au plus par tour (Défendre, Réparer, cartes spéciales)
td-option-three-actions-label = Trois actions par tour
td-option-three-actions-name = trois_actions
td-option-free-trade = Le Troc du Valet peut servir autant de fois que tu veux par tour
td-option-free-trade-label = Troc illimité
td-option-free-trade-name = troc_illimité
td-metric-tower = le plus de cartes restantes dans la tour
td-metric-rounds = le moins de manches pour gagner
td-metric-survived = la plus grande part de la nuit survécue (%)

## Noms

td-name-missile = Missile
td-name-swap = Permutation
td-name-fortify = Fortification
td-name-reinforcement = Renfort
td-name-power = Puissance
td-name-shield = Bouclier
td-name-revive = Résurrection
td-name-trade = Troc
td-name-necromancer = Nécromancien
td-name-warlord = Seigneur de guerre
td-name-banshee = Banshee
td-name-thief = Voleur
td-army-left = armée de gauche
td-army-top = armée du haut
td-army-right = armée de droite
td-slot-lf = avant gauche
td-slot-lr = arrière gauche
td-slot-tf = avant du haut
td-slot-tr = arrière du haut
td-slot-rf = avant droit
td-slot-rr = arrière droit
td-a-card = une carte
td-nothing = rien
td-the-top-card = la carte du sommet
td-enemy = { $card } à l'{ $slot }
td-role = { $card } ({ $role })

## Boutons

td-verb-defend = Défendre
td-verb-repair = Réparer
td-verb-missile = Missile (As)
td-verb-swap = Permutation (Roi)
td-verb-fortify = Fortification (Dame)
td-verb-reinforce = Renfort (Valet)
td-verb-advantage = Jouer un Avantage
td-verb-trade = Troc (Valet)
td-verb-drop = Défausser
td-verb-end = Finir le tour
td-label-slot-empty = { $slot } : vide
td-label-slot-card = { $slot } : { $card }
td-label-slot-down = { $slot } : face cachée
td-label-suit = { $suit ->
    [spades] Pique
    [hearts] Cœur
    [diamonds] Carreau
   *[clubs] Trèfle
  } depuis la défausse
td-label-pair = { $first } et { $second }
td-label-choose = Choisir

## Questions

td-prompt-drop = Ta main ne peut contenir que { $limit ->
    [one] { $limit } carte
   *[other] { $limit } cartes
  } maintenant : quelle carte défausses-tu ? Encore { $left ->
    [one] { $left } carte
   *[other] { $left } cartes
  }.
td-prompt-act = Choisis une action : défendre, réparer, jouer une carte spéciale ou finir le tour.
td-prompt-defend-target = Te défendre contre quel ennemi visible ?
td-prompt-defend-cards = Quelles cartes défausses-tu contre { $enemy } ? Choisis-en une ou plusieurs valant ensemble { $target } ou plus{ $values ->
    [shield] {" "}; chaque carte compte 1 de plus avec ton Bouclier
    [shield-faces] {" "}; chaque carte compte 1 de plus avec ton Bouclier, les Valets, Dames et Rois 10
    [faces] {" "}; les Valets, Dames et Rois comptent 9
   *[none] {""}
  }.
td-prompt-repair = Réparer la tour avec quelle carte ?
td-prompt-special = Jouer quelle carte ?
td-prompt-missile = Retirer quel ennemi visible ?
td-prompt-swap = Permuter quels deux ennemis visibles ?
td-prompt-reinforce-suit = Prendre dans la défausse une carte de quelle enseigne ?
td-prompt-reinforce-card = Prendre quelle carte dans la défausse ?
td-prompt-pay-colour = Payer avec quelle carte de la même couleur (rouge ou noire) ?
td-prompt-advantage = Mettre en jeu quelle carte spéciale comme Avantage ?
td-prompt-pay-suit = Payer avec quelle carte de la même enseigne ?
td-prompt-trade = Échanger quelle carte contre celle du dessus de la pioche ?
td-prompt-choose = Choisis.

## Les coups du joueur

td-describe-unknown = Un coup qui n'existe pas dans ce jeu.
td-describe-end = Tu finis ton tour.
td-describe-drop = Tu défausses { $card } pour respecter la limite du Voleur.
td-describe-defend = Tu te défends contre { $enemy } avec { $cards }.
td-describe-repair = Tu répares la tour avec { $card }, sous ses autres cartes.
td-describe-trade = Tu échanges { $card } contre une carte de la pioche.
td-describe-missile = Tu tires un Missile ({ $card }, payé avec { $pay }) sur { $enemy }.
td-describe-swap = Tu joues Permutation ({ $card }, payée avec { $pay }) : { $first } change de place avec { $second }.
td-describe-fortify = Tu joues Fortification ({ $card }, payée avec { $pay }) : { $top } passe sous la tour.
td-describe-fortify-alone = Tu joues Fortification ({ $card }, payée avec { $pay }) : la tour n'a que { $top }, qui reste au sommet, et rien ne change.
td-describe-reinforce = Tu appelles un Renfort ({ $card }, payé avec { $pay }) et reprends { $taken } dans la défausse.
td-describe-advantage = Tu mets { $card } en jeu comme { $advantage }, payé avec { $pay }.

## Ce qui s'est passé

td-event-setup = La tour est bâtie avec { $tower ->
    [one] { $tower } carte
   *[other] { $tower } cartes
  }, trois armées entrent en campagne et tu pioches { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
  }.
td-event-round = La manche { $round } commence.
td-event-flip = La carte à l'{ $slot } est retournée : { $card }.
td-event-advance = L'{ $army } avance : { $card } quitte le front pour la défausse et { $next } monte depuis l'arrière.
td-event-forward = { $card } monte de l'arrière vers le front vide de l'{ $army }.
td-event-new = L'{ $army } est vide : une nouvelle carte de front est distribuée.
td-event-rear = Une nouvelle carte est distribuée face cachée à l'arrière de l'{ $army }.
td-event-none = La pioche est vide : pas de nouvelle carte pour l'{ $army }.
td-event-joker-army = Un Joker apparaît à l'{ $slot } : il quitte le jeu et { $known ->
    [yes] la carte du sommet de la tour, { $card },
   *[other] la carte du sommet de la tour
  } passe sous la pioche.
td-event-joker-tower = Un Joker apparaît au sommet de la tour : il quitte le jeu{ $known ->
    [yes] {" "}et la carte face cachée en dessous passe sous la pioche sans être vue
   *[other] {""}
  }.
td-event-joker-hand = Tu pioches un Joker : il quitte le jeu, { $pile ->
    [yes] la défausse ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }) est mélangée dans la pioche
   *[other] la pioche est mélangée
  } et tu pioches à nouveau.
td-event-top = La carte du sommet de la tour est maintenant { $card }.
td-event-necro-clear = Le Nécromancien retire tes Avantages : { $cards }.
td-event-revive-lost = Sans Résurrection, la tour contient au plus 5 cartes : sa carte du sommet, { $card }, passe sous la pioche.
td-event-thief = Un Voleur est apparu : défausse { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  } de ta main.
td-event-limit = Le Barde n'est plus au sommet de ta tour, ta main ne peut donc contenir que { $limit ->
    [one] { $limit } carte
   *[other] { $limit } cartes
  } : défausse { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }.
td-event-draw = Tu pioches { $cards }.
td-event-draw-none = La pioche est vide : tu ne pioches rien.
td-attack-army = l'{ $army } ({ $value })
td-event-attack = { $armies } { $count ->
    [one] attaque
   *[other] attaquent avec { $total }
  } la carte du sommet de la tour, { $top } ({ $against }) : { $hit ->
    [yes] { $top } est perdue et passe sous la pioche
   *[other] la tour tient bon
  }.
td-event-attack-none = Aucune armée n'attaque la tour à cette manche.
td-event-penalty = { $n ->
    [one] Une figure a pris part à l'attaque : la carte du dessus de la défausse passe sous la pioche.
   *[other] Une figure a pris part à l'attaque : les { $n } cartes du dessus de la défausse passent sous la pioche.
  }
td-event-upkeep = { $n ->
    [one] Le Nécromancien envoie la carte du dessus de la défausse sous la pioche.
   *[other] Le Nécromancien envoie les { $n } cartes du dessus de la défausse sous la pioche.
  }
td-event-deck-out = La pioche est épuisée pour la première fois : la défausse ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }) est mélangée pour former une nouvelle pioche.
td-event-expire = Le Renfort inutilisé à la fin du tour va dans la défausse : { $cards }.

## Le journal de tes coups et de la fin de partie

td-echo-defend = Tu as vaincu { $card } ({ $slot }) avec { $cards }.
td-echo-repair = Tu as réparé la tour avec { $card } : elle contient { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }.
td-echo-missile = Missile ({ $card }) : { $target } retiré de l'{ $slot }.
td-echo-swap = Permutation ({ $card }) : { $first } et { $second } ont changé de place ({ $first_slot }, { $second_slot }).
td-echo-fortify = Fortification ({ $card }) : { $under } est passée sous la tour.
td-echo-fortify-alone = Fortification ({ $card }) : la tour n'a qu'une carte, { $top }, qui reste au sommet.
td-echo-reinforce = Renfort ({ $card }) : tu as repris { $taken } dans la défausse.
td-echo-advantage = { $card } est en jeu comme { $advantage }.
td-echo-trade = Tu as échangé { $card }.
td-echo-drop = Tu as défaussé { $card } à cause du Voleur.
td-echo-end = Tu as fini ton tour.
td-echo-win = Le jour se lève : la pioche est épuisée et la tour tient avec { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }.
td-echo-loss = La tour est tombée à la manche { $round }.
td-echo-stalemate = À la manche { $round }, la nuit s'est figée : des ennemis sur le terrain et plus aucun coup possible.
td-echo-resign = Tu as abandonné à la manche { $round }.
td-echo-timeout = Tu as manqué de temps à la manche { $round }.
td-echo-abandon = Partie délaissée à la manche { $round }.
td-echo-cap = La partie a été arrêtée après la manche { $round }.
td-echo-unknown = La table a changé.

## Comment la partie s'est terminée

td-reason-win = Tu gagnes : la pioche est épuisée{ $total ->
    [yes] {" "}et plus aucun ennemi n'est visible
   *[other] {""}
  }, et ta tour tient encore avec { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }.
td-reason-resign = Tu as abandonné.
td-reason-timeout = Tu as manqué de temps et perds la partie.
td-reason-abandon = Partie délaissée : personne n'a joué.
td-reason-cap = La partie a duré bien trop longtemps et a été arrêtée.
td-reason-stalemate = Tu perds : la pioche est vide, des ennemis tiennent encore et plus rien ne peut arriver, la Victoire totale est donc hors de portée.
td-reason-loss = Tu perds : la dernière carte de ta tour est tombée à la manche { $round }.

## État

td-status-round = Manche { $round }
td-status-tower = tour { $n } sur { $cap }
td-status-hand = main { $n } sur { $limit }
td-status-deck = pioche { $n }
td-status-discard = défausse { $n }
td-status-pass = passage { $n } sur 2
td-status-actions = actions { $n } sur 3

## Cartes spéciales en vigueur

td-force-necromancer = Nécromancien : pas de cartes spéciales
td-force-wizard = Le Magicien annule le Nécromancien
td-force-warlord = Seigneur de guerre : ennemis +{ $n }
td-force-banshee = Banshee : arrières visibles +{ $n }
td-force-thief = Voleur : limite de main 4{ $bard ->
    [yes] , pas de Barde
   *[other] {""}
  }
td-force-knight = Chevalier : ennemis -1
td-force-bard = Barde : limite de main 7, piocher 2
td-force-traitor = Traître : le front { $colour ->
    [black] noir
   *[red] rouge
  } le plus fort est intouchable
td-force-power = Puissance : défendre avec n'importe quelle couleur
td-force-shield = Bouclier : cartes de défense +1
td-force-revive = Résurrection : réparer à 1 ou 2 d'écart, tour de 6
td-force-trade = Troc : une carte de la main contre une nouvelle

## Pourquoi un coup est refusé

td-illegal-drop-first = Défausse d'abord jusqu'à ta limite de main de { $limit ->
    [one] { $limit } carte
   *[other] { $limit } cartes
  }.
td-illegal-drop-card = Défausse une carte de ta main.
td-illegal-not-a-move = Ce n'est pas un coup de ce jeu.
td-illegal-no-drop = Tu n'as rien à défausser maintenant.
td-illegal-budget = Tu as utilisé tes 3 actions ce tour-ci : finis le tour.
td-illegal-not-in-hand = { $card } n'est pas dans ta main.
td-illegal-necromancer = Un Nécromancien est visible : aucune carte spéciale ne peut être jouée.
td-illegal-tower-full = La tour contient déjà { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }.
td-illegal-repair = Une carte de réparation doit être de la couleur de la carte du sommet et à { $revive ->
    [yes] 1 ou 2
   *[other] exactement 1
  } d'écart de sa valeur.
td-illegal-trade-none = Le Troc demande un Valet en jeu comme Avantage.
td-illegal-trade-empty = La pioche est vide : il n'y a rien contre quoi échanger.
td-illegal-trade-done = Tu as déjà fait un troc ce tour-ci.
td-illegal-advantages-full = Deux Avantages sont déjà en jeu.
td-illegal-advantage = Un Avantage est une carte spéciale payée avec une autre carte de son enseigne, un seul de chaque sorte.
td-illegal-not-special = Seuls un Valet, une Dame, un Roi ou un As se jouent comme carte spéciale.
td-illegal-wrong-special = { $card } se joue immédiatement comme { $played }, pas comme { $wanted }.
td-illegal-pay-colour = Une carte spéciale jouée immédiatement se paie avec une autre carte de sa couleur.
td-illegal-reinforce = { $card } n'est pas dans la défausse.
td-illegal-swap = Permute deux ennemis visibles différents.
td-illegal-missile = Le Missile a besoin d'un ennemi visible à retirer.
td-illegal-defend-face-down = Défends-toi contre une carte ennemie visible.
td-illegal-traitor = Le Traître au sommet de ta tour interdit de te défendre contre { $card }.
td-illegal-hand-order = Nomme les cartes dans l'ordre de ta main.
td-illegal-ace = Un As ne peut pas servir à défendre.
td-illegal-colour = Contre { $enemy }, tu ne te défends qu'avec des cartes { $colour ->
    [black] noires
   *[red] rouges
  }, et { $card } n'est pas { $colour ->
    [black] noire
   *[red] rouge
  }.
td-illegal-too-weak = Ces cartes valent { $total }{ $shield ->
    [yes] {" "}avec ton Bouclier
   *[other] {""}
  } ; { $enemy } demande { $need } ou plus. Choisis plus de cartes ou des cartes plus fortes.

## Boutons de coups complets

td-action-drop = Défausser { $card }
td-action-defend = Vaincre { $enemy } ({ $slot }) avec { $cards }
td-action-defend-short = Vaincre { $enemy } avec { $cards }
td-action-defend-shortest = Vaincre avec { $cards }
td-action-repair = Réparer avec { $card } (tour de { $n } à { $next })
td-action-trade = Échanger { $card } contre la carte du dessus de la pioche
td-action-missile = Missile : retirer { $enemy } de l'{ $slot }, payer { $pay }
td-action-missile-short = Missile : retirer { $enemy } ({ $slot }), payer { $pay }
td-action-swap = Permuter { $first } ({ $first_slot }) et { $second } ({ $second_slot }), payer { $pay }
td-action-fortify = Fortification : { $top } passe sous la tour, payer { $pay }
td-action-fortify-alone = Fortification : ne change rien (tour d'une carte), payer { $pay }
td-action-reinforce = Renfort : prendre { $card } dans la défausse, payer { $pay }
td-action-reinforce-short = Renfort : prendre { $card } (défausse), payer { $pay }
td-action-advantage = Avantage { $advantage } ({ $card }), payer { $pay }
td-action-end-quiet = Finir le tour : aucune armée n'attaque
td-action-end-breach = Finir le tour : l'attaque ({ $total } contre { $against }) prend la carte du sommet
td-action-end-holds = Finir le tour : la tour tient ({ $total } contre { $against })

## Indices : pourquoi ce coup

td-why-tail-won = {" "}; ce coup a gagné { $won } de ses { $played } parties d'essai
td-why-tail-closest = {" "}; c'est ce coup qui s'est le plus approché de la victoire dans ses { $played } parties d'essai
td-why-saves = { $kind ->
    [missile] Tirer le Missile sur
   *[defend] Vaincre
  } { $card } à l'{ $slot } sauve la carte du sommet de ta tour : les armées frapperaient pour { $total } contre sa valeur de { $value }, et pour { $after } sans cet ennemi{ $tail }.
td-why-sooner = Ta tour tient ce tour-ci de toute façon, et { $kind ->
    [missile] tirer le Missile sur
   *[defend] vaincre
  } { $card } à l'{ $slot } fait sortir plus tôt la prochaine carte ennemie de la pioche, donc la nuit finit plus tôt{ $tail }.
td-why-lowers = { $kind ->
    [missile] Tirer le Missile sur
   *[defend] Vaincre
  } { $card } à l'{ $slot } fait baisser l'attaque de ce tour de { $total } à { $after }, contre la carte du sommet de ta tour (valeur { $value }){ $tail }.
td-why-same = { $kind ->
    [missile] Tirer le Missile sur
   *[defend] Vaincre
  } { $card } à l'{ $slot } laisse l'attaque de ce tour à { $total }, mais fait sortir plus tôt la prochaine carte ennemie de la pioche, donc la nuit finit plus tôt{ $tail }.
td-why-raises = { $kind ->
    [missile] Tirer le Missile sur
   *[defend] Vaincre
  } { $card } à l'{ $slot } laisse une autre carte mener son armée (l'attaque de ce tour passe de { $total } à { $after }, contre la carte du sommet de ta tour, valeur { $value }) et fait sortir plus tôt la prochaine carte ennemie de la pioche{ $tail }.
td-why-repair = Réparer avec { $card } la place sous ta tour (de { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  } à { $next }) : un coup de plus que la tour peut encaisser{ $tail }.
td-why-end-quiet = Aucune armée n'attaque ce tour-ci, donc finir le tour garde tes cartes pour plus tard{ $tail }.
td-why-end-short = L'attaque de { $total } n'atteint pas la carte du sommet de ta tour (valeur { $value }), donc finir le tour garde tes cartes pour plus tard{ $tail }.
td-why-end-breach = L'attaque de { $total } va prendre la carte du sommet de ta tour (valeur { $value }), mais garder tes cartes pour les tours suivants a mieux réussi que de les dépenser maintenant{ $tail }.
td-why-advantage = Garder { $card } en jeu comme { $kind ->
    [power] Puissance, pour que toute couleur puisse défendre,
    [shield] Bouclier, pour que chaque carte de défense compte 1 de plus,
    [revive] Résurrection, pour réparer à 1 ou 2 d'écart avec une tour de 6 cartes,
   *[trade] Troc, pour échanger une carte par tour contre une nouvelle,
  } aide à chaque tour à venir{ $tail }.
td-why-drop = { $card } est la carte dont tu peux le mieux te passer{ $tail }.
td-why-fortify = La Fortification envoie { $card } sous ta tour et révèle une nouvelle carte au sommet{ $tail }.
td-why-fortify-alone = Fortifier une tour d'une seule carte ne change rien, mais met la Dame et son paiement dans la défausse{ $tail }.
td-why-reinforce = Reprendre { $card } dans la défausse te donne la carte dont tu as besoin{ $tail }.
