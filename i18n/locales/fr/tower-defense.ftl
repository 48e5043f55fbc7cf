### Tower Defense (engine/tower_defense) : résumé et options, boutons, questions, journal, état,
### résultat, refus, cartes spéciales en vigueur et raisons des indices.

## Le jeu dans les menus

tower-defense-summary = Solitaire : défends ta tour contre trois armées ennemies jusqu'à épuisement de la pioche.
tower-defense-one-player = Tower Defense se joue à 1 joueur.
tower-defense-act-hint = défends ta tour
tower-defense-wait-hint = Rien à faire pour toi pour l'instant.
tower-defense-option-havoc = Chaos : deux Jokers dans la pioche frappent là où ils apparaissent
tower-defense-option-havoc-label = Chaos (Jokers)
tower-defense-option-havoc-name = chaos
tower-defense-option-endless-night = Nuit sans fin : pioche jusqu'à avoir une main pleine ; traverse la pioche deux fois
tower-defense-option-endless-night-label = Nuit sans fin
tower-defense-option-endless-night-name = nuit_sans_fin
tower-defense-option-total-victory = Victoire totale : pour gagner, aucun ennemi visible quand la pioche est vide
tower-defense-option-total-victory-label = Victoire totale
tower-defense-option-total-victory-name = victoire_totale
tower-defense-option-calm-first-round = Les ennemis n'avancent pas à la manche 1 (leurs fronts viennent d'être retournés)
tower-defense-option-calm-first-round-label = Première manche calme
tower-defense-option-calm-first-round-name = première_manche_calme
tower-defense-option-three-actions = 3 actions au plus par tour (Défendre, Réparer, cartes spéciales)
tower-defense-option-three-actions-label = Trois actions par tour
tower-defense-option-three-actions-name = trois_actions
tower-defense-option-free-trade = Le Troc du Valet peut servir autant de fois que tu veux par tour
tower-defense-option-free-trade-label = Troc illimité
tower-defense-option-free-trade-name = troc_illimité
tower-defense-metric-tower = le plus de cartes restantes dans la tour
tower-defense-metric-rounds = le moins de manches pour gagner
tower-defense-metric-survived = la plus grande part de la nuit survécue (%)

## Noms

tower-defense-name-missile = Missile
tower-defense-name-swap = Permutation
tower-defense-name-fortify = Fortification
tower-defense-name-reinforcement = Renfort
tower-defense-name-power = Puissance
tower-defense-name-shield = Bouclier
tower-defense-name-revive = Résurrection
tower-defense-name-trade = Troc
tower-defense-name-necromancer = Nécromancien
tower-defense-name-warlord = Seigneur de guerre
tower-defense-name-banshee = Banshee
tower-defense-name-thief = Voleur
tower-defense-army-left = armée de gauche
tower-defense-army-top = armée du haut
tower-defense-army-right = armée de droite
tower-defense-slot-lf = avant gauche
tower-defense-slot-lr = arrière gauche
tower-defense-slot-tf = avant du haut
tower-defense-slot-tr = arrière du haut
tower-defense-slot-rf = avant droit
tower-defense-slot-rr = arrière droit
tower-defense-a-card = une carte
tower-defense-nothing = rien
tower-defense-the-top-card = la carte du sommet
tower-defense-enemy = { $card } à l'{ $slot }
tower-defense-role = { $card } ({ $role })

## Boutons

tower-defense-verb-defend = Défendre
tower-defense-verb-repair = Réparer
tower-defense-verb-missile = Missile (As)
tower-defense-verb-swap = Permutation (Roi)
tower-defense-verb-fortify = Fortification (Dame)
tower-defense-verb-reinforce = Renfort (Valet)
tower-defense-verb-advantage = Jouer un Avantage
tower-defense-verb-trade = Troc (Valet)
tower-defense-verb-drop = Défausser
tower-defense-verb-end = Finir le tour
tower-defense-label-slot-empty = { $slot } : vide
tower-defense-label-slot-card = { $slot } : { $card }
tower-defense-label-slot-down = { $slot } : face cachée
tower-defense-label-suit = { $suit ->
    [spades] Pique
    [hearts] Cœur
    [diamonds] Carreau
   *[clubs] Trèfle
  } depuis la défausse
tower-defense-label-pair = { $first } et { $second }
tower-defense-label-choose = Choisir

## Questions

tower-defense-prompt-drop = Ta main ne peut contenir que { $limit ->
    [one] { $limit } carte
   *[other] { $limit } cartes
  } maintenant : quelle carte défausses-tu ? Encore { $left ->
    [one] { $left } carte
   *[other] { $left } cartes
  }.
tower-defense-prompt-act = Choisis une action : défendre, réparer, jouer une carte spéciale ou finir le tour.
tower-defense-prompt-defend-target = Te défendre contre quel ennemi visible ?
tower-defense-prompt-defend-cards = Quelles cartes défausses-tu contre { $enemy } ? Choisis-en une ou plusieurs valant ensemble { $target } ou plus{ $values ->
    [shield] {" "}; chaque carte compte 1 de plus avec ton Bouclier
    [shield-faces] {" "}; chaque carte compte 1 de plus avec ton Bouclier, les Valets, Dames et Rois 10
    [faces] {" "}; les Valets, Dames et Rois comptent 9
   *[none] {""}
  }.
tower-defense-placeholder-defend-cards = Cartes valant { $target } ou plus contre { $enemy }
tower-defense-prompt-repair = Réparer la tour avec quelle carte ?
tower-defense-prompt-special = Jouer quelle carte ?
tower-defense-prompt-missile = Retirer quel ennemi visible ?
tower-defense-prompt-swap = Permuter quels deux ennemis visibles ?
tower-defense-prompt-reinforce-suit = Prendre dans la défausse une carte de quelle enseigne ?
tower-defense-prompt-reinforce-card = Prendre quelle carte dans la défausse ?
tower-defense-prompt-pay-colour = Payer avec quelle carte de la même couleur (rouge ou noire) ?
tower-defense-prompt-advantage = Mettre en jeu quelle carte spéciale comme Avantage ?
tower-defense-prompt-pay-suit = Payer avec quelle carte de la même enseigne ?
tower-defense-prompt-trade = Échanger quelle carte contre celle du dessus de la pioche ?
tower-defense-prompt-choose = Choisis.

## Les coups du joueur

tower-defense-describe-unknown = Un coup qui n'existe pas dans ce jeu.
tower-defense-describe-end = Tu finis ton tour.
tower-defense-describe-drop = Tu défausses { $card } pour respecter la limite du Voleur.
tower-defense-describe-defend = Tu te défends contre { $enemy } avec { $cards }.
tower-defense-describe-repair = Tu répares la tour avec { $card }, sous ses autres cartes.
tower-defense-describe-trade = Tu échanges { $card } contre une carte de la pioche.
tower-defense-describe-missile = Tu tires un Missile ({ $card }, payé avec { $pay }) sur { $enemy }.
tower-defense-describe-swap = Tu joues Permutation ({ $card }, payée avec { $pay }) : { $first } change de place avec { $second }.
tower-defense-describe-fortify = Tu joues Fortification ({ $card }, payée avec { $pay }) : { $top } passe sous la tour.
tower-defense-describe-fortify-alone = Tu joues Fortification ({ $card }, payée avec { $pay }) : la tour n'a que { $top }, qui reste au sommet, et rien ne change.
tower-defense-describe-reinforce = Tu appelles un Renfort ({ $card }, payé avec { $pay }) et reprends { $taken } dans la défausse.
tower-defense-describe-advantage = Tu mets { $card } en jeu comme { $advantage }, payé avec { $pay }.

## Ce qui s'est passé

tower-defense-event-setup = La tour est bâtie avec { $tower ->
    [one] { $tower } carte
   *[other] { $tower } cartes
  }, trois armées entrent en campagne et tu pioches { $hand ->
    [one] { $hand } carte
   *[other] { $hand } cartes
  }.
tower-defense-event-round = La manche { $round } commence.
tower-defense-event-flip = La carte à l'{ $slot } est retournée : { $card }.
tower-defense-event-advance = L'{ $army } avance : { $card } quitte le front pour la défausse et { $next } monte depuis l'arrière.
tower-defense-event-forward = { $card } monte de l'arrière vers le front vide de l'{ $army }.
tower-defense-event-new = L'{ $army } est vide : une nouvelle carte de front est distribuée.
tower-defense-event-rear = Une nouvelle carte est distribuée face cachée à l'arrière de l'{ $army }.
tower-defense-event-none = La pioche est vide : pas de nouvelle carte pour l'{ $army }.
tower-defense-event-joker-army = Un Joker apparaît à l'{ $slot } : il quitte le jeu et { $known ->
    [yes] la carte du sommet de la tour, { $card },
   *[other] la carte du sommet de la tour
  } passe sous la pioche.
tower-defense-event-joker-tower = Un Joker apparaît au sommet de la tour : il quitte le jeu{ $known ->
    [yes] {" "}et la carte face cachée en dessous passe sous la pioche sans être vue
   *[other] {""}
  }.
tower-defense-event-joker-hand = Tu pioches un Joker : il quitte le jeu, { $pile ->
    [yes] la défausse ({ $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }) est mélangée dans la pioche
   *[other] la pioche est mélangée
  } et tu pioches à nouveau.
tower-defense-event-top = La carte du sommet de la tour est maintenant { $card }.
tower-defense-event-necro-clear = Le Nécromancien retire tes Avantages : { $cards }.
tower-defense-event-revive-lost = Sans Résurrection, la tour contient au plus 5 cartes : sa carte du sommet, { $card }, passe sous la pioche.
tower-defense-event-thief = Un Voleur est apparu : défausse { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  } de ta main.
tower-defense-event-limit = Le Barde n'est plus au sommet de ta tour, ta main ne peut donc contenir que { $limit ->
    [one] { $limit } carte
   *[other] { $limit } cartes
  } : défausse { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }.
tower-defense-event-draw = Tu pioches { $cards }.
tower-defense-event-draw-none = La pioche est vide : tu ne pioches rien.
tower-defense-attack-army = l'{ $army } ({ $value })
tower-defense-event-attack = { $armies } { $count ->
    [one] attaque
   *[other] attaquent avec { $total }
  } la carte du sommet de la tour, { $top } ({ $against }) : { $hit ->
    [yes] { $top } est perdue et passe sous la pioche
   *[other] la tour tient bon
  }.
tower-defense-event-attack-none = Aucune armée n'attaque la tour à cette manche.
tower-defense-event-penalty = { $n ->
    [1] Une figure a pris part à l'attaque : la carte du dessus de la défausse passe sous la pioche.
    [one] Une figure a pris part à l'attaque : { $n } carte du dessus de la défausse passe sous la pioche.
   *[other] Une figure a pris part à l'attaque : les { $n } cartes du dessus de la défausse passent sous la pioche.
  }
tower-defense-event-upkeep = { $n ->
    [1] Le Nécromancien envoie la carte du dessus de la défausse sous la pioche.
    [one] Le Nécromancien envoie { $n } carte du dessus de la défausse sous la pioche.
   *[other] Le Nécromancien envoie les { $n } cartes du dessus de la défausse sous la pioche.
  }
tower-defense-event-deck-out = La pioche est épuisée pour la première fois : la défausse ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }) est mélangée pour former une nouvelle pioche.
tower-defense-event-expire = Le Renfort inutilisé à la fin du tour va dans la défausse : { $cards }.

## Le journal de tes coups et de la fin de partie

tower-defense-event-defend = Tu as vaincu { $card } ({ $slot }) avec { $cards }.
tower-defense-event-repair = Tu as réparé la tour avec { $card } : elle contient { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }.
tower-defense-event-missile = Missile ({ $card }) : { $target } retiré de l'{ $slot }.
tower-defense-event-swap = Permutation ({ $card }) : { $first } et { $second } ont changé de place ({ $first_slot }, { $second_slot }).
tower-defense-event-fortify = Fortification ({ $card }) : { $under } est passée sous la tour.
tower-defense-event-fortify-alone = Fortification ({ $card }) : la tour n'a qu'une carte, { $top }, qui reste au sommet.
tower-defense-event-reinforce = Renfort ({ $card }) : tu as repris { $taken } dans la défausse.
tower-defense-event-advantage = { $card } est en jeu comme { $advantage }.
tower-defense-event-trade = Tu as échangé { $card }.
tower-defense-event-drop = Tu as défaussé { $card } à cause du Voleur.
tower-defense-event-end = Tu as fini ton tour.
tower-defense-event-win = Le jour se lève : la pioche est épuisée et la tour tient avec { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }.
tower-defense-event-loss = La tour est tombée à la manche { $round }.
tower-defense-event-stalemate = À la manche { $round }, la nuit s'est figée : des ennemis sur le terrain et plus aucun coup possible.
tower-defense-event-resign = Tu as abandonné à la manche { $round }.
tower-defense-event-timeout = Tu as manqué de temps à la manche { $round }.
tower-defense-event-abandon = Partie délaissée à la manche { $round }.
tower-defense-event-cap = La partie a été arrêtée après la manche { $round }.
tower-defense-event-unknown = La table a changé.

## Comment la partie s'est terminée

tower-defense-reason-win = Tu gagnes : la pioche est épuisée{ $total ->
    [yes] {" "}et plus aucun ennemi n'est visible
   *[other] {""}
  }, et ta tour tient encore avec { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }.
tower-defense-reason-resign = Tu as abandonné.
tower-defense-reason-timeout = Tu as manqué de temps et perds la partie.
tower-defense-reason-abandon = Partie délaissée : personne n'a joué.
tower-defense-reason-cap = La partie a duré bien trop longtemps et a été arrêtée.
tower-defense-reason-stalemate = Tu perds : la pioche est vide, des ennemis tiennent encore et plus rien ne peut arriver, la Victoire totale est donc hors de portée.
tower-defense-reason-loss = Tu perds : la dernière carte de ta tour est tombée à la manche { $round }.

## État

tower-defense-status-round = Manche { $round }
tower-defense-status-tower = tour { $n } sur { $cap }
tower-defense-status-hand = main { $n } sur { $limit }
tower-defense-status-deck = pioche { $n }
tower-defense-status-discard = défausse { $n }
tower-defense-status-pass = passage { $n } sur 2
tower-defense-status-actions = actions { $n } sur 3

## Cartes spéciales en vigueur

tower-defense-force-necromancer = Nécromancien : pas de cartes spéciales
tower-defense-force-wizard = Le Magicien annule le Nécromancien
tower-defense-force-warlord = Seigneur de guerre : ennemis +{ $n }
tower-defense-force-banshee = Banshee : arrières visibles +{ $n }
tower-defense-force-thief = Voleur : limite de main 4{ $bard ->
    [yes] , pas de Barde
   *[other] {""}
  }
tower-defense-force-knight = Chevalier : ennemis -1
tower-defense-force-bard = Barde : limite de main 7, piocher 2
tower-defense-force-traitor = Traître : le front { $colour ->
    [black] noir
   *[red] rouge
  } le plus fort est intouchable
tower-defense-force-power = Puissance : défendre avec n'importe quelle couleur
tower-defense-force-shield = Bouclier : cartes de défense +1
tower-defense-force-revive = Résurrection : réparer à 1 ou 2 d'écart, tour de 6
tower-defense-force-trade = Troc : une carte de la main contre une nouvelle

## Pourquoi un coup est refusé

tower-defense-illegal-drop-first = Défausse d'abord jusqu'à ta limite de main de { $limit ->
    [one] { $limit } carte
   *[other] { $limit } cartes
  }.
tower-defense-illegal-drop-card = Défausse une carte de ta main.
tower-defense-illegal-not-a-move = Ce n'est pas un coup de ce jeu.
tower-defense-illegal-no-drop = Tu n'as rien à défausser maintenant.
tower-defense-illegal-budget = Tu as utilisé tes 3 actions ce tour-ci : finis le tour.
tower-defense-illegal-not-in-hand = { $card } n'est pas dans ta main.
tower-defense-illegal-necromancer = Un Nécromancien est visible : aucune carte spéciale ne peut être jouée.
tower-defense-illegal-tower-full = La tour contient déjà { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  }.
tower-defense-illegal-repair = Une carte de réparation doit être de la couleur de la carte du sommet et à { $revive ->
    [yes] 1 ou 2
   *[other] exactement 1
  } d'écart de sa valeur.
tower-defense-illegal-trade-none = Le Troc demande un Valet en jeu comme Avantage.
tower-defense-illegal-trade-empty = La pioche est vide : il n'y a rien contre quoi échanger.
tower-defense-illegal-trade-done = Tu as déjà fait un troc ce tour-ci.
tower-defense-illegal-advantages-full = Deux Avantages sont déjà en jeu.
tower-defense-illegal-advantage = Un Avantage est une carte spéciale payée avec une autre carte de son enseigne, un seul de chaque sorte.
tower-defense-illegal-not-special = Seuls un Valet, une Dame, un Roi ou un As se jouent comme carte spéciale.
tower-defense-illegal-wrong-special = { $card } se joue immédiatement comme { $played }, pas comme { $wanted }.
tower-defense-illegal-pay-colour = Une carte spéciale jouée immédiatement se paie avec une autre carte de sa couleur.
tower-defense-illegal-reinforce = { $card } n'est pas dans la défausse.
tower-defense-illegal-swap = Permute deux ennemis visibles différents.
tower-defense-illegal-missile = Le Missile a besoin d'un ennemi visible à retirer.
tower-defense-illegal-defend-face-down = Défends-toi contre une carte ennemie visible.
tower-defense-illegal-traitor = Le Traître au sommet de ta tour interdit de te défendre contre { $card }.
tower-defense-illegal-hand-order = Nomme les cartes dans l'ordre de ta main.
tower-defense-illegal-ace = Un As ne peut pas servir à défendre.
tower-defense-illegal-colour = Contre { $enemy }, tu ne te défends qu'avec des cartes { $colour ->
    [black] noires
   *[red] rouges
  }, et { $card } n'est pas { $colour ->
    [black] noire
   *[red] rouge
  }.
tower-defense-illegal-too-weak = Ces cartes valent { $total }{ $shield ->
    [yes] {" "}avec ton Bouclier
   *[other] {""}
  } ; { $enemy } demande { $need } ou plus. Choisis plus de cartes ou des cartes plus fortes.

## Boutons de coups complets

tower-defense-action-drop = Défausser { $card }
tower-defense-action-defend = Vaincre { $enemy } ({ $slot }) avec { $cards }
tower-defense-action-defend-short = Vaincre { $enemy } avec { $cards }
tower-defense-action-defend-shortest = Vaincre avec { $cards }
tower-defense-action-repair = Réparer avec { $card } (tour de { $n } à { $next })
tower-defense-action-trade = Échanger { $card } contre la carte du dessus de la pioche
tower-defense-action-missile = Missile : retirer { $enemy } de l'{ $slot }, payer { $pay }
tower-defense-action-missile-short = Missile : retirer { $enemy } ({ $slot }), payer { $pay }
tower-defense-action-swap = Permuter { $first } ({ $first_slot }) et { $second } ({ $second_slot }), payer { $pay }
tower-defense-action-fortify = Fortification : { $top } passe sous la tour, payer { $pay }
tower-defense-action-fortify-alone = Fortification : ne change rien (tour d'une carte), payer { $pay }
tower-defense-action-reinforce = Renfort : prendre { $card } dans la défausse, payer { $pay }
tower-defense-action-reinforce-short = Renfort : prendre { $card } (défausse), payer { $pay }
tower-defense-action-advantage = Avantage { $advantage } ({ $card }), payer { $pay }
tower-defense-action-end-quiet = Finir le tour : aucune armée n'attaque
tower-defense-action-end-breach = Finir le tour : l'attaque ({ $total } contre { $against }) prend la carte du sommet
tower-defense-action-end-holds = Finir le tour : la tour tient ({ $total } contre { $against })

## Indices : pourquoi ce coup

tower-defense-why-tail-won = {" "}; ce coup a gagné { $won } de ses { $played } parties d'essai
tower-defense-why-tail-closest = {" "}; c'est ce coup qui s'est le plus approché de la victoire dans ses { $played } parties d'essai
tower-defense-why-saves = { $kind ->
    [missile] Tirer le Missile sur
   *[defend] Vaincre
  } { $card } à l'{ $slot } sauve la carte du sommet de ta tour : les armées frapperaient pour { $total } contre sa valeur de { $value }, et pour { $after } sans cet ennemi{ $tail }.
tower-defense-why-sooner = Ta tour tient ce tour-ci de toute façon, et { $kind ->
    [missile] tirer le Missile sur
   *[defend] vaincre
  } { $card } à l'{ $slot } fait sortir plus tôt la prochaine carte ennemie de la pioche, donc la nuit finit plus tôt{ $tail }.
tower-defense-why-lowers = { $kind ->
    [missile] Tirer le Missile sur
   *[defend] Vaincre
  } { $card } à l'{ $slot } fait baisser l'attaque de ce tour de { $total } à { $after }, contre la carte du sommet de ta tour (valeur { $value }){ $tail }.
tower-defense-why-same = { $kind ->
    [missile] Tirer le Missile sur
   *[defend] Vaincre
  } { $card } à l'{ $slot } laisse l'attaque de ce tour à { $total }, mais fait sortir plus tôt la prochaine carte ennemie de la pioche, donc la nuit finit plus tôt{ $tail }.
tower-defense-why-raises = { $kind ->
    [missile] Tirer le Missile sur
   *[defend] Vaincre
  } { $card } à l'{ $slot } laisse une autre carte mener son armée (l'attaque de ce tour passe de { $total } à { $after }, contre la carte du sommet de ta tour, valeur { $value }) et fait sortir plus tôt la prochaine carte ennemie de la pioche{ $tail }.
tower-defense-why-repair = Réparer avec { $card } la place sous ta tour (de { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
  } à { $next }) : un coup de plus que la tour peut encaisser{ $tail }.
tower-defense-why-end-quiet = Aucune armée n'attaque ce tour-ci, donc finir le tour garde tes cartes pour plus tard{ $tail }.
tower-defense-why-end-short = L'attaque de { $total } n'atteint pas la carte du sommet de ta tour (valeur { $value }), donc finir le tour garde tes cartes pour plus tard{ $tail }.
tower-defense-why-end-breach = L'attaque de { $total } va prendre la carte du sommet de ta tour (valeur { $value }), mais garder tes cartes pour les tours suivants a mieux réussi que de les dépenser maintenant{ $tail }.
tower-defense-why-advantage = Garder { $card } en jeu comme { $kind ->
    [power] Puissance, pour que toute couleur puisse défendre,
    [shield] Bouclier, pour que chaque carte de défense compte 1 de plus,
    [revive] Résurrection, pour réparer à 1 ou 2 d'écart avec une tour de 6 cartes,
   *[trade] Troc, pour échanger une carte par tour contre une nouvelle,
  } aide à chaque tour à venir{ $tail }.
tower-defense-why-drop = { $card } est la carte dont tu peux le mieux te passer{ $tail }.
tower-defense-why-fortify = La Fortification envoie { $card } sous ta tour et révèle une nouvelle carte au sommet{ $tail }.
tower-defense-why-fortify-alone = Fortifier une tour d'une seule carte ne change rien, mais met la Dame et son paiement dans la défausse{ $tail }.
tower-defense-why-reinforce = Reprendre { $card } dans la défausse te donne la carte dont tu as besoin{ $tail }.
