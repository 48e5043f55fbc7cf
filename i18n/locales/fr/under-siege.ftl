# Under Siege – Français
# Termes : attrition = endurance, front line = ligne de front, reserve pile = pile de réserve,
# back = arrière, shoot card = carte de tir, face card = figure, encounter = affrontement,
# dead pile = défausse, automaton = automate, go through = passer.

## Fiche du jeu

siege-summary = Déploie front, réserves et figures, puis combats jusqu'à ce qu'une armée n'ait plus d'endurance.
siege-option-plus-one = Point bonus : à qui a le moins perdu dans la bataille, ou à chaque vainqueur d'un affrontement
siege-option-plus-one-label = Point d'endurance bonus
siege-option-plus-one-name = point_bonus
siege-option-plus-one-choice-battle = bataille
siege-option-plus-one-choice-encounter = affrontement
siege-option-jacks-stack = Chaque Valet visible ajoute +1 à tes cartes de front (désactivé : +1 quel que soit le nombre)
siege-option-jacks-stack-label = Bonus des Valets cumulés
siege-option-jacks-stack-name = valets_cumulés
siege-option-face-shoot-cards = Valets, Dames et Rois peuvent être cartes de tir sur une Dame, et tirent pour 12
siege-option-face-shoot-cards-label = Figures comme cartes de tir
siege-option-face-shoot-cards-name = figures_cartes_de_tir
siege-option-challenger-role = Rôle de qui lance le défi : défenseur (déploie en premier), attaquant ou au hasard
siege-option-challenger-role-label = Rôle du challenger
siege-option-challenger-role-name = rôle_du_challenger
siege-option-challenger-role-choice-random = au hasard
siege-option-challenger-role-choice-defender = défenseur
siege-option-challenger-role-choice-attacker = attaquant
siege-metric-best-attrition = meilleure endurance finale
siege-metric-margin = écart d'endurance
siege-seats-one = en solitaire contre l'automate
siege-seats-two = deux joueurs, ou toi contre le bot
siege-players = Under Siege se joue à 1 ou 2 joueurs.
siege-act-hint = déploie tes cartes, ou réponds à la question de la bataille
siege-wait-hint = Rien à faire pour toi pour l'instant ; on attend l'autre camp.
siege-automaton-name = l'automate

## Fin de partie

siege-outcome-abandoned = Abandonnée : personne n'a joué.
siege-outcome-stopped-solo = { $name } { $ending ->
        [resign] a abandonné
        [timeout] a dépassé le temps et perd par forfait
       *[other] a arrêté
    } : le siège est perdu.
siege-outcome-stopped = { $name } { $ending ->
        [resign] a abandonné
        [timeout] a dépassé le temps et perd par forfait
       *[other] a arrêté
    } : { $winner } gagne.
siege-outcome-survived = { $name } a tenu { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } avec { $att } d'endurance restante : le siège est brisé, c'est une victoire.
siege-outcome-cap-draw = Après { $turns } tours, les deux camps ont { $att } d'endurance : égalité.
siege-outcome-cap-win = Après { $turns } tours, { $name } a plus d'endurance, { $att } contre { $other }, et gagne.
siege-outcome-solo-lost = { $name } n'a plus d'endurance au tour { $turn } : le siège est perdu.
siege-outcome-lost = { $name } n'a plus d'endurance : { $winner } gagne.

## Boutons

siege-label-place = Poser une carte
siege-label-take = Reprendre une carte
siege-label-done = Déploiement terminé
siege-label-pass-reserve = Pas de réserve
siege-label-pass-intercept = La laisser passer
siege-label-pass-fire = Arrêter de tirer
siege-label-pass = Refuser
siege-label-reserve-pile = Pile de réserve
siege-label-reserve-add = Ajouter une carte de réserve
siege-label-intercept = L'abattre avec une Dame
siege-label-remove = Retirer une figure
siege-label-fire = Tirer sur une figure
siege-label-front = Ligne de front
siege-label-through = Sans opposition, pour passer
siege-label-back = Face visible à l'arrière
siege-label-opposite = Face à leur { $n ->
        [1] 1re
       *[other] { $n }e
    } carte de front
siege-label-shoot-card-on = Carte de tir sur { $card }

## Invites

siege-prompt-defend = Tu défends : pose tes cartes une à une (ligne de front dans l'ordre, pile de réserve, figures à l'arrière, cartes de tir sur les Dames), puis appuie sur Terminé.
siege-prompt-attack-open = Le défenseur n'a aucune carte sur la ligne de front : chaque carte que tu mets devant passe sans opposition. Pose tes cartes là, dans ta réserve ou à l'arrière, puis appuie sur Terminé.
siege-prompt-attack = Tu attaques { $n ->
        [one] { $n } carte de front
       *[other] { $n } cartes de front
    } : place chaque carte face à l'une d'elles ou sans opposition pour passer, ou dans ta réserve ou à l'arrière, puis appuie sur Terminé.
siege-prompt-reserve = Position { $pos } : tu es derrière, { $mine } contre { $theirs }. Ajouter une carte de réserve ?
siege-prompt-intercept = Une carte passe et fonce sur toi. L'abattre avec la carte de tir d'une Dame ?
siege-prompt-remove = Un As est passé : choisis une de tes figures à retirer.
siege-prompt-fire = La bataille est finie : tirer sur une figure ennemie avec une Dame chargée ?
siege-prompt-choose = Choisis.
siege-prompt-place-which = Quelle carte poses-tu ?
siege-prompt-place-where = Où va { $card } ?
siege-prompt-take-which = Quelle carte reprends-tu ?
siege-prompt-reserve-which = Quelle carte de réserve ajoutes-tu ?
siege-prompt-queen-which = Quelle Dame tire ?
siege-prompt-remove-which = Quelle figure retires-tu ?
siege-prompt-fire-at = Sur quelle figure ?

## Où va une carte posée

siege-zone-front = sur la ligne de front en position { $pos }
siege-zone-opposite = face à leur { $n ->
        [1] 1re
       *[other] { $n }e
    } carte de front
siege-zone-through = sans opposition, pour passer
siege-zone-reserve = dans la pile de réserve
siege-zone-back-king = face visible à l'arrière : +{ $points } d'endurance
siege-zone-back-jack-no-stack = face visible à l'arrière : pas de bonus en plus, les Valets ne se cumulent pas dans cette partie
siege-zone-back-jack = face visible à l'arrière : +1 à tes cartes de front
siege-zone-back-queen = face visible à l'arrière : elle peut porter une carte de tir
siege-zone-shoot-card = sur { $target } comme carte de tir, qui tire pour { $value }

## Un coup entier sur un bouton

siege-action-place = { $card } { $where }
siege-action-take = Reprendre { $card }
siege-action-done = Déploiement terminé : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } sur la ligne de front
siege-action-reserve = Ajouter { $card } : { $mine } contre { $theirs }, { $result ->
        [lead] tu mènes de { $diff }
        [draw] égalité
       *[lose] tu perds { $diff }
    }
siege-action-intercept = Tirer { $shoot } depuis { $queen } ({ $value }) : { $after ->
        [0] l'arrête
       *[other] tu perds { $after } au lieu de { $incoming }
    }
siege-action-remove = Retirer { $card }{ $king ->
        [yes] {" "}: tu perds { $points } d'endurance
       *[other] {""}
    }
siege-action-fire = Tirer sur { $target } avec { $shoot } depuis { $queen } : { $effect ->
        [king] abattue, ils perdent { $points }
        [dies] abattue
       *[damage] { $total } sur { $kill } de dégâts
    }
siege-action-pass-intercept = La laisser passer : tu perds { $n }
siege-action-pass-reserve = Pas de réserve : tu perds { $n }
siege-action-pass-fire = Arrêter de tirer, garder les cartes de tir

## Coups au journal

siege-unknown-move = Un coup inconnu.
siege-you-place = Tu poses { $card } { $where }.
siege-places = { $who ->
        [you] Tu poses
        [auto] L'automate pose
       *[other] { $name } pose
    } une carte.
siege-you-take = Tu reprends { $card }.
siege-takes = { $who ->
        [you] Tu reprends
        [auto] L'automate reprend
       *[other] { $name } reprend
    } une carte.
siege-deployed-front = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } sur la ligne de front
siege-deployed-reserve = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } en réserve
siege-deployed-back = { $cards } face visible à l'arrière
siege-deployed-shoot = { $n ->
        [one] { $n } carte de tir sur une Dame
       *[other] { $n } cartes de tir sur des Dames
    }
siege-deploys = { $who ->
        [you] Tu déploies
        [auto] L'automate déploie
       *[other] { $name } déploie
    } : { $what }.
siege-adds = { $who ->
        [you] Tu ajoutes
        [auto] L'automate ajoute
       *[other] { $name } ajoute
    } { $card } depuis la réserve.
siege-fires-shoot-card = { $who ->
        [you] Tu tires
        [auto] L'automate tire
       *[other] { $name } tire
    } la carte de tir de { $queen }.
siege-puts-away = { $who ->
        [you] Tu retires
        [auto] L'automate retire
       *[other] { $name } retire
    } { $card }.
siege-shoots-at = { $who ->
        [you] Tu tires
        [auto] L'automate tire
       *[other] { $name } tire
    } sur { $target } depuis { $queen }.
siege-passes-reserve = { $who ->
        [you] Tu n'ajoutes
        [auto] L'automate n'ajoute
       *[other] { $name } n'ajoute
    } aucune réserve.
siege-passes-intercept = { $who ->
        [you] Tu la laisses
        [auto] L'automate la laisse
       *[other] { $name } la laisse
    } passer.
siege-passes-fire = { $who ->
        [you] Tu ne tires
        [auto] L'automate ne tire
       *[other] { $name } ne tire
    } pas.

## Événements

siege-ev-turn = Tour { $turn }{ $total ->
        [0] {""}
       *[other] {" "}sur { $total }
    } : { $who ->
        [you] tu défends et tu déploies
        [auto] l'automate défend et déploie
       *[other] { $name } défend et déploie
    } en premier.
siege-ev-king = { $who ->
        [you] Ton { $card } apporte
        [auto] Le { $card } de l'automate apporte
       *[other] Le { $card } de { $name } apporte
    } { $points } d'endurance en plus : { $att }.
siege-auto-front = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } face cachée sur sa ligne de front{ $ace ->
        [yes] , la 5e étant un As
       *[other] {""}
    }
siege-auto-reserve = une carte dans sa réserve
siege-auto-back = { $card } face visible à son arrière
siege-auto-shoot = une carte de tir sur sa Dame
siege-ev-auto-deploy = L'automate déploie { $what }.
siege-ev-reveal = Position { $pos } : { $a_who ->
        [you] ton { $card0 }
        [auto] le { $card0 } de l'automate
       *[other] le { $card0 } de { $a_name }
    } contre { $b_who ->
        [you] ton { $card1 }
        [auto] le { $card1 } de l'automate
       *[other] le { $card1 } de { $b_name }
    }.
siege-ev-reserve = { $who ->
        [you] Tu ajoutes
        [auto] L'automate ajoute
       *[other] { $name } ajoute
    } { $card } depuis la réserve : { $total } au total.
siege-ev-encounter-draw = Position { $pos } : égalité.
siege-ev-encounter = { $who ->
        [you] Tu remportes
        [auto] L'automate remporte
       *[other] { $name } remporte
    } la position { $pos } : { $l_who ->
        [you] tu perds
        [auto] l'automate perd
       *[other] { $l_name } perd
    } { $loss }{ $left_state ->
        [some] {" "}(reste { $left })
        [out] {" "}(plus d'endurance)
       *[none] {""}
    }.
siege-ev-bonus-encounter = { $who ->
        [you] Tu gagnes
        [auto] L'automate gagne
       *[other] { $name } gagne
    } 1 d'endurance pour la victoire : { $att }.
siege-ev-through = Position { $pos } : { $who ->
        [you] ton { $card }
        [auto] le { $card } de l'automate
       *[other] le { $card } de { $name }
    } passe sans opposition.
siege-ev-intercept = La carte de tir est { $card }, qui tire pour { $value }.
siege-ev-auto-intercept = { $who ->
        [you] Tu tires
        [auto] L'automate tire
       *[other] { $name } tire
    } { $card } depuis { $queen } sur elle, pour { $value }.
siege-ev-hit-stopped = Le tir l'arrête : aucun dégât.
siege-ev-hit = { $shot ->
        [yes] Le tir ne suffit pas
       *[other] Elle touche
    } : { $who ->
        [you] tu perds
        [auto] l'automate perd
       *[other] { $name } perd
    } { $damage }{ $left_state ->
        [some] {" "}(reste { $left })
        [out] {" "}(plus d'endurance)
       *[none] {""}
    }.
siege-ev-remove = L'As élimine { $who ->
        [you] ton { $card }
        [auto] le { $card } de l'automate
       *[other] le { $card } de { $name }
    }.
siege-ev-auto-king-lost-counted = Le { $card } de l'automate est perdu : { $points } comptent contre lui pour le point bonus.
siege-ev-auto-king-lost = Le { $card } de l'automate est perdu.
siege-ev-king-lost = { $who ->
        [you] Ton { $card }
        [auto] Le { $card } de l'automate
       *[other] Le { $card } de { $name }
    } est perdu, { $points } d'endurance en moins{ $has_att ->
        [yes] {" "}: { $att }
       *[other] {""}
    }.
siege-ev-bonus = { $who ->
        [you] Tu as moins perdu dans cette bataille, { $mine } contre { $theirs }, et tu gagnes
        [auto] L'automate a moins perdu dans cette bataille, { $mine } contre { $theirs }, et gagne
       *[other] { $name } a moins perdu dans cette bataille, { $mine } contre { $theirs }, et gagne
    } 1 d'endurance : { $att }.
siege-ev-fire = { $who ->
        [you] Tu tires
        [auto] L'automate tire
       *[other] { $name } tire
    } { $card } depuis { $queen } sur { $target }.
siege-ev-shot-dies = { $who ->
        [you] Ton { $target }
        [auto] Le { $target } de l'automate
       *[other] Le { $target } de { $name }
    } encaisse { $value } et meurt.
siege-ev-shot = { $who ->
        [you] Ton { $target }
        [auto] Le { $target } de l'automate
       *[other] Le { $target } de { $name }
    } encaisse { $value } : { $damage } sur { $kill } jusqu'ici.
siege-ev-reshuffle = La pioche est épuisée : la défausse, { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }, est mélangée en une nouvelle pioche.
siege-ev-draw = { $who ->
        [you] Tu pioches
        [auto] L'automate pioche
       *[other] { $name } pioche
    } { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
siege-ev-drew = Nouveau dans ta main : { $cards }.
siege-ev-end = La partie est terminée.
siege-ev-abandoned = La partie a été abandonnée : personne n'a joué.
siege-ev-stop = { $who ->
        [you] { $ending ->
            [resign] Tu as abandonné
            [timeout] Tu as dépassé le temps et perds par forfait
           *[other] Tu as arrêté
        }
        [auto] { $ending ->
            [resign] L'automate a abandonné
            [timeout] L'automate a dépassé le temps et perd par forfait
           *[other] L'automate a arrêté
        }
       *[other] { $ending ->
            [resign] { $name } a abandonné
            [timeout] { $name } a dépassé le temps et perd par forfait
           *[other] { $name } a arrêté
        }
    }.
siege-ev-other = La table change.

## Statut

siege-status-side = { $who ->
        [you] Toi
        [auto] L'automate
       *[other] { $name }
    } ({ $role ->
        [defender] défenseur
       *[attacker] attaquant
    }) { $att } d'endurance
siege-status-line = Tour { $turn }{ $total ->
        [0] {""}
       *[other] {" "}sur { $total }
    } · { $sides } · pioche { $deck }, défausse { $dead }
siege-status-deploying = { $who ->
        [you] Tu déploies
        [auto] L'automate déploie
       *[other] { $name } déploie
    }
siege-status-reserve = { $who ->
        [you] Tu peux
        [auto] L'automate peut
       *[other] { $name } peut
    } ajouter une carte de réserve
siege-status-intercept = { $who ->
        [you] Tu peux
        [auto] L'automate peut
       *[other] { $name } peut
    } abattre la carte qui passe
siege-status-remove = { $who ->
        [you] Tu dois
        [auto] L'automate doit
       *[other] { $name } doit
    } retirer une figure
siege-status-fire = { $who ->
        [you] Tu peux
        [auto] L'automate peut
       *[other] { $name } peut
    } tirer sur des figures

## Résultats de la ligne de bataille

siege-slot-draw = Égalité
siege-slot-won = { $who ->
        [you] Tu gagnes
        [auto] L'automate gagne
       *[other] { $name } gagne
    } de { $loss }
siege-slot-removed = Passe : élimine { $card }
siege-slot-stopped = Passe : arrêtée par un tir
siege-slot-damage = Passe : { $loss } de dégâts

## Refus

siege-illegal-over = Cette partie est terminée.
siege-illegal-not-your-turn = Ce n'est pas ton tour.
siege-illegal-not-a-move = Ce n'est pas un coup de ce jeu.
siege-illegal-not-in-hand = Cette carte n'est pas dans ta main.
siege-illegal-reserve-numbers = Seules les cartes de 2 à 10 peuvent aller dans la pile de réserve.
siege-illegal-back-faces = Seuls les Valets, Dames et Rois vont face visible à l'arrière.
siege-illegal-ace-shoot = Un As ne peut pas être une carte de tir.
siege-illegal-face-shoot = Les figures ne peuvent pas être des cartes de tir dans cette partie.
siege-illegal-no-queen = Tu n'as là aucune Dame visible libre pour une carte de tir.
siege-illegal-defender-front = En défense, tu alignes tes cartes de front dans l'ordre : utilise la ligne de front.
siege-illegal-attacker-front = En attaque, tu places tes cartes de front face à une carte du défenseur ou sans opposition.
siege-illegal-no-defender-card = Le défenseur n'a pas de carte en position { $pos } : pose plutôt la carte pour qu'elle passe.
siege-illegal-already-opposite = Tu as déjà une carte face à celle-ci.
siege-illegal-take = Tu ne peux reprendre qu'une carte posée ce tour-ci.
siege-illegal-deploying = Tu es en train de déployer : pose tes cartes ou appuie sur Terminé.
siege-illegal-now-reserve = Tu peux maintenant ajouter une carte de réserve à cet affrontement, ou non.
siege-illegal-now-intercept = Tu peux maintenant abattre la carte qui passe avec une Dame chargée, ou non.
siege-illegal-now-remove = Tu dois maintenant choisir une de tes figures à retirer.
siege-illegal-now-fire = Tu peux maintenant tirer sur les figures ennemies avec tes Dames chargées, ou arrêter.
siege-illegal-not-now = Ce coup n'est pas permis maintenant.

## Raison de l'indice

siege-a-card = une carte
siege-why-back-king = Poser { $card } face visible à l'arrière : cela apporte { $points } d'endurance tout de suite
siege-why-back-jack = Poser { $card } face visible à l'arrière : chaque carte de ta ligne de front compte 1 de plus tant qu'il y reste
siege-why-back-queen = Poser { $card } face visible à l'arrière : chargée d'une carte de tir, elle peut arrêter une carte qui passe ou tirer sur les figures { $auto ->
        [yes] de l'automate
       *[other] de { $enemy }
    }
siege-why-load = Charger { $queen } avec { $card } : elle tire pour { $value }, sur une carte qui passe ou sur les figures { $auto ->
        [yes] de l'automate
       *[other] de { $enemy }
    } après la bataille
siege-why-reserve = Mettre { $card } en réserve : elle y reste jusqu'à ce qu'un affrontement que tu perds en ait besoin
siege-why-ace = Poser { $card } sur la ligne de front : un As bat toute carte sauf un As
siege-why-front-high = Poser { $card } { $zone ->
        [vs] face à leur { $n ->
            [1] 1re
           *[other] { $n }e
        } carte de front
        [front] sur la ligne de front
       *[through] sans opposition, pour passer
    } : une carte haute gagne son affrontement ou frappe fort
siege-why-front-low = Poser { $card } { $zone ->
        [vs] face à leur { $n ->
            [1] 1re
           *[other] { $n }e
        } carte de front
        [front] sur la ligne de front
       *[through] sans opposition, pour passer
    } : chaque carte de front affronte une de celles { $auto ->
        [yes] de l'automate
       *[other] de { $enemy }
    }, et une carte sans adversaire passe pour toute sa valeur
siege-why-done = Terminer le déploiement avec { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } sur la ligne de front{ $kept ->
        [0] {""}
       *[other] , en gardant { $kept } en main pour le tour suivant
    }
siege-why-take = Reprendre { $card } : elle sera plus utile ailleurs
siege-why-add-wins = Ajouter { $card } depuis la réserve : { $mine } contre { $theirs } remporte l'affrontement
siege-why-add-draws = Ajouter { $card } depuis la réserve : { $mine } contre { $theirs } donne une égalité
siege-why-add-loses = Ajouter { $card } depuis la réserve : tu perds { $loss } au lieu de { $without }
siege-why-intercept = Tirer { $shoot } depuis { $queen } sur la carte qui passe : { $stops ->
        [yes] cela arrête les { $value } points
       *[other] tu perds { $loss } au lieu de { $value }
    }
siege-why-remove = Retirer { $card } : c'est la figure dont tu peux le mieux te passer
siege-why-fire = Tirer sur { $target } avec { $shoot } depuis { $queen } : { $dies ->
        [yes] la carte meurt
       *[other] cela fait { $total } des { $kill } dégâts qui la tuent
    }
siege-why-pass-reserve = Garder ta réserve : garde-la pour un affrontement qu'elle peut renverser
siege-why-pass-intercept = Laisser passer la carte : la carte de tir vaudra plus tard davantage
siege-why-pass-fire = Garder tes cartes de tir : elles peuvent arrêter des cartes qui passent au prochain tour
siege-why = { $reason }.
siege-why-trials = { $reason } ; ce coup a { $solo ->
        [yes] tenu
       *[other] gagné
    } dans { $wins } des { $games } parties d'essai qu'il a eues.
