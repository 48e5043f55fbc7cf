## Images de la table (render/) : les lignes à côté d'une image (faits) et son texte alternatif ; l'image elle-même ne contient aucun mot.

## Mots communs

render-you = Toi
render-gold-frame = Un cadre doré marque une carte encore face cachée que toi seul vois.
render-empty = vide
render-none = aucune
render-deck-n = Pioche { $n }

## Les attributs de Deck Defence

render-card-sword = Épée
render-card-fire = Feu
render-card-forest = Forêt

## Defend and Capture

render-defend-and-capture-suit-moons = Lunes
render-defend-and-capture-suit-suns = Soleils
render-defend-and-capture-suit-waves = Vagues
render-defend-and-capture-suit-leaves = Feuilles
render-defend-and-capture-suit-wyrms = Wyrms
render-defend-and-capture-suit-knots = Nœuds
render-defend-and-capture-alt-card = { $name } ({ $rank }, { $suits })
render-defend-and-capture-alt-over = Fin de partie après le tour { $turn } : { $reason }
render-defend-and-capture-alt-actions = Tour { $turn }, { $left ->
        [one] { $left } action restante
       *[other] { $left } actions restantes
    } sur { $per_turn }.
render-defend-and-capture-alt-discard = Tour { $turn }, phase de défausse.
render-defend-and-capture-alt-figures = Dégâts { $damage } sur { $limit }. Capturées { $captured } sur { $goal }.
render-defend-and-capture-alt-row =
    { $row ->
        [top] Champ de bataille, rangée du haut : { $cards }.
        [middle] Champ de bataille, rangée du milieu : { $cards }.
       *[bottom] Champ de bataille, rangée du bas : { $cards }.
    }
render-defend-and-capture-alt-defense = Défense : gauche { $a }, milieu { $b }, droite { $c }.
render-defend-and-capture-alt-defense-list = Défense : { $cards }.
render-defend-and-capture-alt-side = Flanc : haut { $a }, milieu { $b }, bas { $c }.
render-defend-and-capture-alt-side-list = Flanc : { $cards }.
render-defend-and-capture-alt-hand = Main ({ $n }, complète jusqu'à { $target }) : { $cards }.
render-defend-and-capture-alt-piles = Pioche { $deck }, défausse { $discard }.
render-defend-and-capture-alt-piles-top = Pioche { $deck }, défausse { $discard } (dessus : { $top }).
render-defend-and-capture-alt-captured = Capturées : { $cards }.
render-defend-and-capture-alt-damaged = Endommagées : { $cards }.
render-defend-and-capture-fact-captured = Capturées jusqu'ici : { $low } de rang 1 à 9, { $high } de rang 10.
render-defend-and-capture-fact-hand =
    { $n ->
        [one] Main : { $n } carte, complétée jusqu'à { $target } à chaque tour.
       *[other] Main : { $n } cartes, complétée jusqu'à { $target } à chaque tour.
    }
render-defend-and-capture-fact-left = À gauche : le champ de bataille, la rangée de défense en dessous, la colonne de flanc à côté et la pioche dans leur coin.
render-defend-and-capture-fact-right = À droite, de haut en bas : la main, les capturées (barre verte), les endommagées (barre rouge) et la défausse.

## Deck Defence

render-deck-defence-title-classic = Deck Defence Classique
render-deck-defence-defeated-of = Vaincus { $n }/{ $total }
render-deck-defence-final-score = Score final : { $score }
render-deck-defence-alt-card = { $attribute } { $rank }
render-deck-defence-alt-enemy = Ennemi { $attribute }
render-deck-defence-alt-win = victoire
render-deck-defence-alt-loss = défaite
render-deck-defence-alt-resigned = abandon
render-deck-defence-alt-timeout = temps écoulé
render-deck-defence-alt-abandoned = partie abandonnée
render-deck-defence-alt-over = Fin de partie : { $result }, { $defeated } ennemis vaincus sur { $total }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
render-deck-defence-alt-over-score = Fin de partie : { $result }, { $defeated } ennemis vaincus sur { $total }, score { $score }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
render-deck-defence-alt-phase-order = choisis l'ordre des cartes explorées
render-deck-defence-alt-phase-refill = choisis la carte révélée qui complète Principale
render-deck-defence-alt-phase-act = choisis une action
render-deck-defence-alt-head = { $title } : { $phase }. { $actions ->
        [one] { $actions } action jouée
       *[other] { $actions } actions jouées
    }. Vaincus : { $defeated } sur { $total }.
render-deck-defence-alt-pile = pile { $n } { $cards } (dessus en dernier)
render-deck-defence-alt-pile-empty = pile { $n } vide
render-deck-defence-alt-slot = emplacement { $n } { $card }
render-deck-defence-alt-capture-area = Zone de capture : { $slots }.
render-deck-defence-alt-main-area = Zone principale : { $slots }.
render-deck-defence-alt-hand-piles = Piles de la main : { $piles }.
render-deck-defence-alt-explored = Explorées, à ordonner : { $cards }.
render-deck-defence-alt-deck = Pioche { $n }.
render-deck-defence-alt-deck-known = Pioche { $n }, dessus connu d'abord : { $cards }.
render-deck-defence-alt-discard-top = Défausse { $n }, dessus { $top }. Révélées : { $cards }.
render-deck-defence-alt-discard-classic = Défausse { $n }. Révélées : { $cards }.
render-deck-defence-alt-discard-hidden = Défausse { $n }, face cachée.
render-deck-defence-alt-explore-blocked = Tu ne peux pas explorer juste après une exploration.
render-deck-defence-alt-defeated = Vaincus : { $cards }.
render-deck-defence-fact-rows = Au milieu, de haut en bas : la zone de capture, la zone principale et les piles de la main, numérotées de 1 à 3 depuis la gauche.
render-deck-defence-fact-columns =
    { $classic ->
        [yes] À gauche, de haut en bas : la pioche, ses cartes du dessus connues, la défausse et les cartes révélées. À droite : les ennemis vaincus.
       *[other] À gauche, de haut en bas : la pioche, ses cartes du dessus connues et la défausse. À droite : les ennemis vaincus.
    }

## Capture

render-capture-and = { $first } et { NAME($second) }
render-capture-status-round = { $status } ({ $kind })
render-capture-column = Colonne { $n }
render-capture-reveal-fate = { $where } : { $fate } ({ $reason })
render-capture-reveal-took =
    { $own ->
        [yes] { $where } : { NAME($name) } prends { $n } ({ $reason })
       *[other] { $where } : { NAME($name) } prend { $n } ({ $reason })
    }
render-capture-turned-up = { $line } ; retournées : { $cards }
render-capture-aces-flexible = Les as comptent haut ou bas
render-capture-aces-set = As : seule une série les remporte
render-capture-uncaptured = { $n } cartes restent dans des colonnes à égalité : personne ne les capture
render-capture-reveal-title = Révélation de la manche { $n }
render-capture-last-round = dernière manche
render-capture-short-round = manche courte
render-capture-hidden-until-locked = Les cartes face cachée restent secrètes jusqu'à ce que les deux joueurs valident
render-capture-nothing = rien
render-capture-alt-abandoned = Capture, fin de partie : abandonnée, personne ne gagne. Capturées { $a } à { $b }.
render-capture-alt-won =
    { $own ->
        [yes] Capture, fin de partie : { NAME($names) } as gagné. Capturées { $a } à { $b }.
       *[other] Capture, fin de partie : { NAME($names) } gagne. Capturées { $a } à { $b }.
    }
render-capture-alt-draw = Capture, fin de partie : personne, égalité. Capturées { $a } à { $b }.
render-capture-alt-round = Capture, manche { $round }. Donneur { $dealer }. Pioche { $deck }. Capturées : { $p0 } { $n0 }, { $p1 } { $n1 }.
render-capture-alt-round-kind = Capture, manche { $round } ({ $kind }). Donneur { $dealer }. Pioche { $deck }. Capturées : { $p0 } { $n0 }, { $p1 } { $n1 }.
render-capture-alt-locked =
    { $own ->
        [yes] { $name } as validé
       *[other] { $name } a validé
    }
render-capture-alt-placing =
    { $own ->
        [yes] { $name } poses, encore { $n }
       *[other] { $name } pose, encore { $n }
    }
render-capture-alt-plus-yours = { $text } + la tienne face cachée { $card }
render-capture-alt-plus-one = { $text } + 1 face cachée
render-capture-alt-column = Colonne { $n } : { $sides }.
render-capture-alt-column-carried =
    { $times ->
        [1] Colonne { $n }, reportée une fois : { $sides }.
        [2] Colonne { $n }, reportée deux fois : { $sides }.
       *[other] Colonne { $n }, reportée { $times } fois : { $sides }.
    }
render-capture-alt-hand = Ta main : { $cards }.
render-capture-alt-reveal = Révélation de la manche { $n } : { $lines }.
# $where : "top" ou "bottom" de l'image ; $own : "yes" pour la place du lecteur ; $dealer : "yes" pour le donneur.
render-capture-fact-side =
    { $where ->
        [top] En haut
       *[bottom] En bas
    } : { $own ->
        [yes] toi
       *[other] { NAME($name) }
    }{ $dealer ->
        [yes] {" "}(donneur)
       *[other] {""}
    }, { $n ->
        [one] { $n } carte capturée
       *[other] { $n } cartes capturées
    }.
render-capture-fact-carried = Un point doré à côté du numéro d'une colonne pour chaque manche où elle a été reportée.
render-capture-fact-layout = Les colonnes 1 à 5 traversent le milieu, les cartes de chaque côté s'en éloignent ; à droite, les cartes capturées de chaque côté sont à sa hauteur, la pioche entre elles.

## Tower Defense

render-tower-defense-figures-pass = Manche { $round } · Passe { $n }/{ $needed }
render-tower-defense-attack-none = Attaque : aucune
render-tower-defense-your-hand = Ta main ({ $n } sur { $limit })
render-tower-defense-face-down = face cachée
render-tower-defense-alt-won = Fin de partie : victoire à la manche { $round }, tour de { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
render-tower-defense-alt-lost = Fin de partie : défaite à la manche { $round }, tour de { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
render-tower-defense-alt-drop = Tower Defense, manche { $round } : défausse jusqu'à { $n } cartes.
render-tower-defense-alt-turn = Tower Defense, manche { $round } : à toi de jouer.
render-tower-defense-alt-tower = Tour { $n } sur { $cap }.
render-tower-defense-alt-tower-top = Tour { $n } sur { $cap }, sommet { $top } valant { $value }.
render-tower-defense-alt-army-blank =
    { $army ->
        [Left] Armée de gauche : avant { $front }, arrière { $rear } ; aucune carte visible.
        [Top] Armée du haut : avant { $front }, arrière { $rear } ; aucune carte visible.
       *[Right] Armée de droite : avant { $front }, arrière { $rear } ; aucune carte visible.
    }
render-tower-defense-alt-army-attacks =
    { $army ->
        [Left] Armée de gauche : avant { $front }, arrière { $rear } ; attaque { $value }, attaque la tour.
        [Top] Armée du haut : avant { $front }, arrière { $rear } ; attaque { $value }, attaque la tour.
       *[Right] Armée de droite : avant { $front }, arrière { $rear } ; attaque { $value }, attaque la tour.
    }
render-tower-defense-alt-army-holds =
    { $army ->
        [Left] Armée de gauche : avant { $front }, arrière { $rear } ; attaque { $value }, n'attaque pas.
        [Top] Armée du haut : avant { $front }, arrière { $rear } ; attaque { $value }, n'attaque pas.
       *[Right] Armée de droite : avant { $front }, arrière { $rear } ; attaque { $value }, n'attaque pas.
    }
render-tower-defense-alt-attack-falls = Attaque { $total } contre { $value } : le sommet de la tour tomberait.
render-tower-defense-alt-attack-holds = Attaque { $total } contre { $value } : la tour tient.
render-tower-defense-alt-hand = Main { $n } sur { $limit } : { $cards }.
render-tower-defense-alt-advantages = Avantages : { $cards }.
render-tower-defense-alt-in-force = En vigueur : { $effects }.
render-tower-defense-alt-piles = Pioche { $deck }. Défausse { $n }.
render-tower-defense-alt-piles-top = Pioche { $deck }. Défausse { $n }, dessus { $top }.
render-tower-defense-fact-board = La tour est au milieu, sa hauteur et son maximum en dessous ; les armées de gauche, du haut et de droite l'entourent, cartes arrière à l'extérieur ; l'attaque de chaque armée est sur sa carte avant, en doré quand elle attaque la tour.
render-tower-defense-fact-edges = En haut à gauche : la pioche et la défausse. À droite : les avantages en jeu. En bas : ta main.

## Under Siege

render-under-siege-ask-reserve = { $name } peut ajouter une réserve
render-under-siege-ask-intercept = { $name } peut l'abattre
render-under-siege-ask-remove = { $name } doit perdre une figure
render-under-siege-ask-fire = { $name } peut tirer sur des figures
render-under-siege-ask-other = { $name } décide
render-under-siege-you-reserve = Ajouter une carte de réserve ?
render-under-siege-you-intercept = Abattre la carte qui perce ?
render-under-siege-you-remove = Retire une figure
render-under-siege-you-fire = Tirer sur des figures ?
render-under-siege-you-deploy = À toi : déploie
render-under-siege-deploying = { $name } se déploie
render-under-siege-battle = Bataille, tour { $turn }
render-under-siege-battle-at = Bataille, tour { $turn } : position { $position }
render-under-siege-shots = Bataille du tour { $turn } finie : tirs sur les figures
render-under-siege-the-last-battle = La dernière bataille
render-under-siege-no-battle = Aucune bataille livrée
render-under-siege-front-lines = Tour { $turn } : les lignes de front, face cachée jusqu'à la bataille
render-under-siege-last-battle = Dernière bataille (tour { $turn })
render-under-siege-no-front-cards = Tour { $turn } : aucune carte de front posée
render-under-siege-figures = Tour { $turn }/{ $total } · Pioche { $deck } · Morts { $dead }
render-under-siege-role = { $role ->
        [defender] défenseur
       *[attacker] attaquant
    }
render-under-siege-defender-first = Le défenseur se déploie d'abord, puis l'attaquant
render-under-siege-alt-damage = dégâts { $n } sur 10 par { $shots }
render-under-siege-alt-loaded-with = chargée avec { $card }
render-under-siege-alt-loaded = chargée
render-under-siege-alt-placed-now = posée ce tour-ci
render-under-siege-alt-hand = main { $cards }
render-under-siege-alt-reserve = réserve { $cards }
render-under-siege-alt-in-hand = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } en main
render-under-siege-alt-reserve-cards = { $n ->
        [one] { $n } carte de réserve
       *[other] { $n } cartes de réserve
    }
render-under-siege-alt-back-row = arrière { $cards }
render-under-siege-alt-side = { $name } ({ $role }) : { $parts }.
render-under-siege-alt-you = toi
render-under-siege-alt-automaton = l'automate
render-under-siege-alt-them = l'adversaire
render-under-siege-alt-face-down = face cachée
render-under-siege-alt-card-face-down = { $card } face cachée
render-under-siege-alt-position-now = { $n } (en cours)
render-under-siege-alt-against = { NAME($first) } contre { NAME($second) }
render-under-siege-alt-shot-with = { $what }, abattue avec { $card }
render-under-siege-alt-over = Under Siege, fin de partie : { $reason }
render-under-siege-alt-turn = Under Siege, tour { $turn } sur { $total }.
render-under-siege-alt-turn-status = Under Siege, tour { $turn } sur { $total } : { $status }.
render-under-siege-alt-turn-ask = Under Siege, tour { $turn } sur { $total } : { $status }
render-under-siege-alt-score = { $name } { $n }
render-under-siege-alt-score-lost = { $name } { $n } ({ $lost } perdus dans cette bataille)
render-under-siege-alt-attrition = Endurance : { $scores }.
render-under-siege-alt-line = { $caption }, position par position : { $slots }
render-under-siege-alt-piles = Pioche { $deck }, pile des morts { $dead }.
render-under-siege-alt-latest = Dernier événement : { $line }
# $where : "top" ou "bottom" de l'image ; $own : "yes" pour le côté du lecteur ; $role : "defender" ou "attacker".
render-under-siege-fact-side =
    { $where ->
        [top] En haut
       *[bottom] En bas
    } : { $own ->
        [yes] toi
       *[other] { NAME($name) }
    }, { $role ->
        [defender] en défense
       *[attacker] en attaque
    }.
render-under-siege-fact-results = Résultats par position : { $results }.
render-under-siege-fact-layout = Chaque côté, de gauche à droite : son endurance, sa main, sa réserve et son arrière (dégâts sur les figures) ; entre les deux, la ligne de front position par position, le total de chaque côté près de sa carte.

## An event's standings (render.standings)
render-standings-nobody = Personne n’a encore rejoint.
render-standings-line =
    { $rank }. { $name } : { $score } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
render-standings-line-on-fire = en série de victoires, les victoires comptent double
render-standings-line-more = { $line } ; { $more }
