# Under Siege – Français
# Termes : attrition = endurance, front line = ligne de front, reserve pile = pile de réserve,
# back = arrière, shoot card = carte de tir, face card = figure, encounter = affrontement,
# dead pile = défausse, automaton = automate, go through = passer.

## Fiche du jeu

under-siege-summary = Déploie front, réserves et figures, puis combats jusqu'à ce qu'une armée n'ait plus d'endurance.
under-siege-option-plus-one = Point bonus : à qui a le moins perdu dans la bataille, ou à chaque vainqueur d'un affrontement
under-siege-option-plus-one-label = Point d'endurance bonus
under-siege-option-plus-one-name = point_bonus
under-siege-option-plus-one-choice-battle = bataille
under-siege-option-plus-one-choice-encounter = affrontement
under-siege-option-jacks-stack = Chaque Valet visible ajoute +1 à tes cartes de front (désactivé : +1 quel que soit le nombre)
under-siege-option-jacks-stack-label = Bonus des Valets cumulés
under-siege-option-jacks-stack-name = valets_cumulés
under-siege-option-face-shoot-cards = Valets, Dames et Rois peuvent être cartes de tir sur une Dame, et tirent pour 12
under-siege-option-face-shoot-cards-label = Figures comme cartes de tir
under-siege-option-face-shoot-cards-name = figures_cartes_de_tir
under-siege-option-challenger-role = Rôle de qui lance le défi : défenseur (déploie en premier), attaquant ou au hasard
under-siege-option-challenger-role-label = Rôle du challenger
under-siege-option-challenger-role-name = rôle_du_challenger
under-siege-option-challenger-role-choice-random = au hasard
under-siege-option-challenger-role-choice-defender = défenseur
under-siege-option-challenger-role-choice-attacker = attaquant
under-siege-metric-best-attrition = meilleure endurance finale
under-siege-metric-margin = écart d'endurance
under-siege-seats-one = en solitaire contre l'automate
under-siege-seats-two = deux joueurs, ou toi contre le bot
under-siege-players = Under Siege se joue à 1 ou 2 joueurs.
under-siege-act-hint = { $n ->
    [one] déploie tes cartes, ou réponds à la question de la bataille
   *[other] déployez vos cartes, ou répondez à la question de la bataille
  }
under-siege-wait-hint = Rien à faire pour toi pour l'instant ; on attend l'autre camp.
under-siege-automaton-name = l'automate

## Fin de partie

under-siege-outcome-abandoned = Abandonnée : personne n'a joué.
under-siege-outcome-stopped-solo = { $name } { $ending ->
        [resign] a abandonné
        [timeout] a dépassé le temps et perd par forfait
       *[other] a arrêté
    } : le siège est perdu.
under-siege-outcome-stopped = { $name } { $ending ->
        [resign] a abandonné
        [timeout] a dépassé le temps et perd par forfait
       *[other] a arrêté
    } : { NAME($winner) } gagne.
under-siege-outcome-survived = { $name } a tenu { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } avec { $att } d'endurance restante : le siège est brisé, c'est une victoire.
under-siege-outcome-cap-draw = Après { $turns } tours, les deux camps ont { $att } d'endurance : égalité.
under-siege-outcome-cap-win = Après { $turns } tours, { NAME($name) } a plus d'endurance, { $att } contre { $other }, et gagne.
under-siege-outcome-solo-lost = { $name } n'a plus d'endurance au tour { $turn } : le siège est perdu.
under-siege-outcome-lost = { $name } n'a plus d'endurance : { NAME($winner) } gagne.

## Boutons

under-siege-label-place = Poser une carte
under-siege-label-take = Reprendre une carte
under-siege-label-done = Déploiement terminé
under-siege-label-pass-reserve = Pas de réserve
under-siege-label-pass-intercept = La laisser passer
under-siege-label-pass-fire = Arrêter de tirer
under-siege-label-pass = Refuser
under-siege-label-reserve-pile = Pile de réserve
under-siege-label-reserve-add = Ajouter une carte de réserve
under-siege-label-intercept = L'abattre avec une Dame
under-siege-label-remove = Retirer une figure
under-siege-label-fire = Tirer sur une figure
under-siege-label-front = Ligne de front
under-siege-label-through = Sans opposition, pour passer
under-siege-label-back = Face visible à l'arrière
under-siege-label-opposite = Face à leur { $n ->
        [1] 1re
       *[other] { $n }e
    } carte de front
under-siege-label-shoot-card-on = Carte de tir sur { $card }

## Invites

under-siege-prompt-defend = Tu défends : pose tes cartes une à une (ligne de front dans l'ordre, pile de réserve, figures à l'arrière, cartes de tir sur les Dames), puis appuie sur Terminé.
under-siege-prompt-attack-open = Le défenseur n'a aucune carte sur la ligne de front : chaque carte que tu mets devant passe sans opposition. Pose tes cartes là, dans ta réserve ou à l'arrière, puis appuie sur Terminé.
under-siege-prompt-attack = Tu attaques { $n ->
        [one] { $n } carte de front
       *[other] { $n } cartes de front
    } : place chaque carte face à l'une d'elles ou sans opposition pour passer, ou dans ta réserve ou à l'arrière, puis appuie sur Terminé.
under-siege-prompt-reserve = Position { $pos } : tu es derrière, { $mine } contre { $theirs }. Ajouter une carte de réserve ?
under-siege-prompt-intercept = Une carte passe et fonce sur toi. L'abattre avec la carte de tir d'une Dame ?
under-siege-prompt-remove = Un As est passé : choisis une de tes figures à retirer.
under-siege-prompt-fire = La bataille est finie : tirer sur une figure ennemie avec une Dame chargée ?
under-siege-prompt-choose = Choisis.
under-siege-prompt-place-which = Quelle carte poses-tu ?
under-siege-prompt-place-where = Où va { $card } ?
under-siege-prompt-take-which = Quelle carte reprends-tu ?
under-siege-prompt-reserve-which = Quelle carte de réserve ajoutes-tu ?
under-siege-prompt-queen-which = Quelle Dame tire ?
under-siege-prompt-remove-which = Quelle figure retires-tu ?
under-siege-prompt-fire-at = Sur quelle figure ?

## Où va une carte posée

under-siege-zone-front = sur la ligne de front en position { $pos }
under-siege-zone-opposite = face à leur { $n ->
        [1] 1re
       *[other] { $n }e
    } carte de front
under-siege-zone-through = sans opposition, pour passer
under-siege-zone-reserve = dans la pile de réserve
under-siege-zone-back-king = face visible à l'arrière : +{ $points } d'endurance
under-siege-zone-back-jack-no-stack = face visible à l'arrière : plus de bonus, les Valets ne se cumulent pas ici
under-siege-zone-back-jack = face visible à l'arrière : +1 à tes cartes de front
under-siege-zone-back-queen = face visible à l'arrière : elle peut porter une carte de tir
under-siege-zone-shoot-card = sur { $target } comme carte de tir, qui tire pour { $value }

## Un coup entier sur un bouton

under-siege-action-place = { $card } { $where }
under-siege-action-take = Reprendre { $card }
under-siege-action-done = Déploiement terminé : { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } sur la ligne de front
under-siege-action-reserve = Ajouter { $card } : { $mine } contre { $theirs }, { $result ->
        [lead] tu mènes de { $diff }
        [draw] égalité
       *[lose] tu perds { $diff }
    }
under-siege-action-intercept = Tirer { $shoot } depuis { $queen } ({ $value }) : { $after ->
        [0] l'arrête
       *[other] tu perds { $after } au lieu de { $incoming }
    }
under-siege-action-remove = Retirer { $card }{ $king ->
        [yes] {" "}: tu perds { $points } d'endurance
       *[other] {""}
    }
under-siege-action-fire = Tirer sur { $target } avec { $shoot } depuis { $queen } : { $effect ->
        [king] abattue, ils perdent { $points }
        [dies] abattue
       *[damage] { $total } sur { $kill } de dégâts
    }
under-siege-action-pass-intercept = La laisser passer : tu perds { $n }
under-siege-action-pass-reserve = Pas de réserve : tu perds { $n }
under-siege-action-pass-fire = Arrêter de tirer, garder les cartes de tir

## Coups au journal

under-siege-unknown-move = Un coup inconnu.
under-siege-you-place = Tu poses { $card } { $where }.
under-siege-places = { $who ->
        [you] Tu poses
        [auto] L'automate pose
       *[other] { $name } pose
    } une carte.
under-siege-you-take = Tu reprends { $card }.
under-siege-takes = { $who ->
        [you] Tu reprends
        [auto] L'automate reprend
       *[other] { $name } reprend
    } une carte.
under-siege-deployed-front = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } sur la ligne de front
under-siege-deployed-reserve = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } en réserve
under-siege-deployed-back = { $cards } face visible à l'arrière
under-siege-deployed-shoot = { $n ->
        [one] { $n } carte de tir sur une Dame
       *[other] { $n } cartes de tir sur des Dames
    }
under-siege-deploys = { $who ->
        [you] Tu déploies
        [auto] L'automate déploie
       *[other] { $name } déploie
    } : { $what }.
under-siege-adds = { $who ->
        [you] Tu ajoutes
        [auto] L'automate ajoute
       *[other] { $name } ajoute
    } { $card } depuis la réserve.
under-siege-fires-shoot-card = { $who ->
        [you] Tu tires
        [auto] L'automate tire
       *[other] { $name } tire
    } la carte de tir de { $queen }.
under-siege-puts-away = { $who ->
        [you] Tu retires
        [auto] L'automate retire
       *[other] { $name } retire
    } { $card }.
under-siege-shoots-at = { $who ->
        [you] Tu tires
        [auto] L'automate tire
       *[other] { $name } tire
    } sur { $target } depuis { $queen }.
under-siege-passes-reserve = { $who ->
        [you] Tu n'ajoutes
        [auto] L'automate n'ajoute
       *[other] { $name } n'ajoute
    } aucune réserve.
under-siege-passes-intercept = { $who ->
        [you] Tu la laisses
        [auto] L'automate la laisse
       *[other] { $name } la laisse
    } passer.
under-siege-passes-fire = { $who ->
        [you] Tu ne tires
        [auto] L'automate ne tire
       *[other] { $name } ne tire
    } pas.

## Événements

under-siege-event-turn = Tour { $turn }{ $total ->
        [0] {""}
       *[other] {" "}sur { $total }
    } : { $who ->
        [you] tu défends et tu déploies
        [auto] l'automate défend et déploie
       *[other] { NAME($name) } défend et déploie
    } en premier.
under-siege-event-king = { $who ->
        [you] Ton { $card } apporte
        [auto] Le { $card } de l'automate apporte
       *[other] Le { $card } { NAME($name, form: "of") } apporte
    } { $points } d'endurance en plus : { $att }.
under-siege-auto-front = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } face cachée sur sa ligne de front{ $ace ->
        [yes] , la 5e étant un As
       *[other] {""}
    }
under-siege-auto-reserve = une carte dans sa réserve
under-siege-auto-back = { $card } face visible à son arrière
under-siege-auto-shoot = une carte de tir sur sa Dame
under-siege-event-auto-deploy = L'automate déploie { $what }.
under-siege-event-reveal = Position { $pos } : { $a_who ->
        [you] ton { $card0 }
        [auto] le { $card0 } de l'automate
       *[other] le { $card0 } { NAME($a_name, form: "of") }
    } contre { $b_who ->
        [you] ton { $card1 }
        [auto] le { $card1 } de l'automate
       *[other] le { $card1 } { NAME($b_name, form: "of") }
    }.
under-siege-event-reserve = { $who ->
        [you] Tu ajoutes
        [auto] L'automate ajoute
       *[other] { $name } ajoute
    } { $card } depuis la réserve : { $total } au total.
under-siege-event-encounter-draw = Position { $pos } : égalité.
under-siege-event-encounter = { $who ->
        [you] Tu remportes
        [auto] L'automate remporte
       *[other] { $name } remporte
    } la position { $pos } : { $l_who ->
        [you] tu perds
        [auto] l'automate perd
       *[other] { NAME($l_name) } perd
    } { $loss }{ $left_state ->
        [some] {" "}(reste { $left })
        [out] {" "}(plus d'endurance)
       *[none] {""}
    }.
under-siege-event-bonus-encounter = { $who ->
        [you] Tu gagnes
        [auto] L'automate gagne
       *[other] { $name } gagne
    } 1 d'endurance pour la victoire : { $att }.
under-siege-event-through = Position { $pos } : { $who ->
        [you] ton { $card }
        [auto] le { $card } de l'automate
       *[other] le { $card } { NAME($name, form: "of") }
    } passe sans opposition.
under-siege-event-intercept = La carte de tir est { $card }, qui tire pour { $value }.
under-siege-event-auto-intercept = { $who ->
        [you] Tu tires
        [auto] L'automate tire
       *[other] { $name } tire
    } { $card } depuis { $queen } sur elle, pour { $value }.
under-siege-event-hit-stopped = Le tir l'arrête : aucun dégât.
under-siege-event-hit = { $shot ->
        [yes] Le tir ne suffit pas
       *[other] Elle touche
    } : { $who ->
        [you] tu perds
        [auto] l'automate perd
       *[other] { NAME($name) } perd
    } { $damage }{ $left_state ->
        [some] {" "}(reste { $left })
        [out] {" "}(plus d'endurance)
       *[none] {""}
    }.
under-siege-event-remove = L'As élimine { $who ->
        [you] ton { $card }
        [auto] le { $card } de l'automate
       *[other] le { $card } { NAME($name, form: "of") }
    }.
under-siege-event-auto-king-lost-counted = Le { $card } de l'automate est perdu : { $points } comptent contre lui pour le point bonus.
under-siege-event-auto-king-lost = Le { $card } de l'automate est perdu.
under-siege-event-king-lost = { $who ->
        [you] Ton { $card }
        [auto] Le { $card } de l'automate
       *[other] Le { $card } { NAME($name, form: "of") }
    } est perdu, { $points } d'endurance en moins{ $has_att ->
        [yes] {" "}: { $att }
       *[other] {""}
    }.
under-siege-event-bonus = { $who ->
        [you] Tu as moins perdu dans cette bataille, { $mine } contre { $theirs }, et tu gagnes
        [auto] L'automate a moins perdu dans cette bataille, { $mine } contre { $theirs }, et gagne
       *[other] { $name } a moins perdu dans cette bataille, { $mine } contre { $theirs }, et gagne
    } 1 d'endurance : { $att }.
under-siege-event-fire = { $who ->
        [you] Tu tires
        [auto] L'automate tire
       *[other] { $name } tire
    } { $card } depuis { $queen } sur { $target }.
under-siege-event-shot-dies = { $who ->
        [you] Ton { $target }
        [auto] Le { $target } de l'automate
       *[other] Le { $target } { NAME($name, form: "of") }
    } encaisse { $value } et meurt.
under-siege-event-shot = { $who ->
        [you] Ton { $target }
        [auto] Le { $target } de l'automate
       *[other] Le { $target } { NAME($name, form: "of") }
    } encaisse { $value } : { $damage } sur { $kill } jusqu'ici.
under-siege-event-reshuffle = La pioche est épuisée : la défausse, { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }, est mélangée en une nouvelle pioche.
under-siege-event-draw = { $who ->
        [you] Tu pioches
        [auto] L'automate pioche
       *[other] { $name } pioche
    } { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
under-siege-event-drew = Nouveau dans ta main : { $cards }.
under-siege-event-end = La partie est terminée.
under-siege-event-abandoned = La partie a été abandonnée : personne n'a joué.
under-siege-event-stop = { $who ->
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
under-siege-event-other = La table change.

## Statut

under-siege-status-side = { $who ->
        [you] Toi
        [auto] L'automate
       *[other] { $name }
    } ({ $role ->
        [defender] défenseur
       *[attacker] attaquant
    }) { $att } d'endurance
under-siege-status-line = Tour { $turn }{ $total ->
        [0] {""}
       *[other] {" "}sur { $total }
    } · { $sides } · pioche { $deck }, défausse { $dead }
under-siege-status-deploying = { $who ->
        [you] Tu déploies
        [auto] L'automate déploie
       *[other] { $name } déploie
    }
under-siege-status-reserve = { $who ->
        [you] Tu peux
        [auto] L'automate peut
       *[other] { $name } peut
    } ajouter une carte de réserve
under-siege-status-intercept = { $who ->
        [you] Tu peux
        [auto] L'automate peut
       *[other] { $name } peut
    } abattre la carte qui passe
under-siege-status-remove = { $who ->
        [you] Tu dois
        [auto] L'automate doit
       *[other] { $name } doit
    } retirer une figure
under-siege-status-fire = { $who ->
        [you] Tu peux
        [auto] L'automate peut
       *[other] { $name } peut
    } tirer sur des figures

## Résultats de la ligne de bataille

under-siege-slot-draw = Égalité
under-siege-slot-won = { $who ->
        [you] Tu gagnes
        [auto] L'automate gagne
       *[other] { $name } gagne
    } de { $loss }
under-siege-slot-removed = Passe : élimine { $card }
under-siege-slot-stopped = Passe : arrêtée par un tir
under-siege-slot-damage = Passe : { $loss } de dégâts

## Refus

under-siege-illegal-over = Cette partie est terminée.
under-siege-illegal-not-your-turn = Ce n'est pas ton tour.
under-siege-illegal-not-a-move = Ce n'est pas un coup de ce jeu.
under-siege-illegal-not-in-hand = Cette carte n'est pas dans ta main.
under-siege-illegal-reserve-numbers = Seules les cartes de 2 à 10 peuvent aller dans la pile de réserve.
under-siege-illegal-back-faces = Seuls les Valets, Dames et Rois vont face visible à l'arrière.
under-siege-illegal-ace-shoot = Un As ne peut pas être une carte de tir.
under-siege-illegal-face-shoot = Les figures ne peuvent pas être des cartes de tir dans cette partie.
under-siege-illegal-no-queen = Tu n'as là aucune Dame visible libre pour une carte de tir.
under-siege-illegal-defender-front = En défense, tu alignes tes cartes de front dans l'ordre : utilise la ligne de front.
under-siege-illegal-attacker-front = En attaque, tu places tes cartes de front face à une carte du défenseur ou sans opposition.
under-siege-illegal-no-defender-card = Le défenseur n'a pas de carte en position { $pos } : pose plutôt la carte pour qu'elle passe.
under-siege-illegal-already-opposite = Tu as déjà une carte face à celle-ci.
under-siege-illegal-take = Tu ne peux reprendre qu'une carte posée ce tour-ci.
under-siege-illegal-deploying = Tu es en train de déployer : pose tes cartes ou appuie sur Terminé.
under-siege-illegal-now-reserve = Tu peux maintenant ajouter une carte de réserve à cet affrontement, ou non.
under-siege-illegal-now-intercept = Tu peux maintenant abattre la carte qui passe avec une Dame chargée, ou non.
under-siege-illegal-now-remove = Tu dois maintenant choisir une de tes figures à retirer.
under-siege-illegal-now-fire = Tu peux maintenant tirer sur les figures ennemies avec tes Dames chargées, ou arrêter.
under-siege-illegal-not-now = Ce coup n'est pas permis maintenant.

## Raison de l'indice

under-siege-a-card = une carte
under-siege-why-back-king = Poser { $card } face visible à l'arrière : cela apporte { $points } d'endurance tout de suite
under-siege-why-back-jack = Poser { $card } face visible à l'arrière : chaque carte de ta ligne de front compte 1 de plus tant qu'il y reste
under-siege-why-back-queen = Poser { $card } face visible à l'arrière : chargée d'une carte de tir, elle peut arrêter une carte qui passe ou tirer sur les figures { $auto ->
        [yes] de l'automate
       *[other] { NAME($enemy, form: "of") }
    }
under-siege-why-load = Charger { $queen } avec { $card } : elle tire pour { $value }, sur une carte qui passe ou sur les figures { $auto ->
        [yes] de l'automate
       *[other] { NAME($enemy, form: "of") }
    } après la bataille
under-siege-why-reserve = Mettre { $card } en réserve : elle y reste jusqu'à ce qu'un affrontement que tu perds en ait besoin
under-siege-why-ace = Poser { $card } sur la ligne de front : un As bat toute carte sauf un As
under-siege-why-front-high = Poser { $card } { $zone ->
        [vs] face à leur { $n ->
            [1] 1re
           *[other] { $n }e
        } carte de front
        [front] sur la ligne de front
       *[through] sans opposition, pour passer
    } : une carte haute gagne son affrontement ou frappe fort
under-siege-why-front-low = Poser { $card } { $zone ->
        [vs] face à leur { $n ->
            [1] 1re
           *[other] { $n }e
        } carte de front
        [front] sur la ligne de front
       *[through] sans opposition, pour passer
    } : chaque carte de front affronte une de celles { $auto ->
        [yes] de l'automate
       *[other] { NAME($enemy, form: "of") }
    }, et une carte sans adversaire passe pour toute sa valeur
under-siege-why-done = Terminer le déploiement avec { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } sur la ligne de front{ $kept ->
        [0] {""}
       *[other] , en gardant { $kept } en main pour le tour suivant
    }
under-siege-why-take = Reprendre { $card } : elle sera plus utile ailleurs
under-siege-why-add-wins = Ajouter { $card } depuis la réserve : { $mine } contre { $theirs } remporte l'affrontement
under-siege-why-add-draws = Ajouter { $card } depuis la réserve : { $mine } contre { $theirs } donne une égalité
under-siege-why-add-loses = Ajouter { $card } depuis la réserve : tu perds { $loss } au lieu de { $without }
under-siege-why-intercept = Tirer { $shoot } depuis { $queen } sur la carte qui passe : { $stops ->
        [yes] cela arrête les { $value } points
       *[other] tu perds { $loss } au lieu de { $value }
    }
under-siege-why-remove = Retirer { $card } : c'est la figure dont tu peux le mieux te passer
under-siege-why-fire = Tirer sur { $target } avec { $shoot } depuis { $queen } : { $dies ->
        [yes] la carte meurt
       *[other] cela fait { $total } des { $kill } dégâts qui la tuent
    }
under-siege-why-pass-reserve = Garder ta réserve : garde-la pour un affrontement qu'elle peut renverser
under-siege-why-pass-intercept = Laisser passer la carte : la carte de tir vaudra plus tard davantage
under-siege-why-pass-fire = Garder tes cartes de tir : elles peuvent arrêter des cartes qui passent au prochain tour
under-siege-why = { $reason }.
under-siege-why-trials = { $reason } ; ce coup a { $solo ->
        [yes] tenu
       *[other] gagné
    } dans { $wins } des { $games } parties d'essai qu'il a eues.
