## Images de la table (render/) : chaque mot dessiné sur une image ou dit dans son texte alternatif.

## La boîte à outils : bannières de résultat, journal, mots communs

render-banner-win = VICTOIRE : { $text }
render-banner-loss = DÉFAITE : { $text }
render-banner-over = FIN DE PARTIE : { $text }
render-log-since = Depuis ton dernier coup
render-log-some = { $title } ({ $shown } sur { $total })
render-you = Toi
render-player-n = Joueur { $n }
render-empty = vide
render-none = aucune
render-deck = Pioche
render-deck-n = Pioche { $n }
render-discard-pile = Défausse
render-discard-pile-n = Défausse { $n }
render-round-n = Manche { $n }
render-turn-n = Tour { $n }
render-what-happened = Ce qui s'est passé
render-oldest-not-shown = { $n } plus anciennes masquées
render-cards =
    { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }

## Faces des cartes (Deck Defence)

render-card-sword = Épée
render-card-fire = Feu
render-card-forest = Forêt
render-card-enemy = ENNEMI

## Defend and Capture

render-defend-and-capture-game-over = fin de partie
render-defend-and-capture-result = { $reason } (tour { $turn })
render-defend-and-capture-actions-left = Actions : { $left } sur { $per_turn } restantes
render-defend-and-capture-discard-then-end = Défausse, puis finis le tour
render-defend-and-capture-figures = Dégâts { $damage }/{ $limit } · Capturées { $captured }/{ $goal }
render-defend-and-capture-battleground = Champ de bataille
render-defend-and-capture-side = Flanc
render-defend-and-capture-hand = Main { $n }
render-defend-and-capture-draws-up-to = complète jusqu'à { $n }
render-defend-and-capture-captured-of = Capturées { $n }/{ $goal }
render-defend-and-capture-captured-ranks = { $low } de rang 1-9, { $high } de rang 10
render-defend-and-capture-no-damage-yet = pas encore de dégâts
render-defend-and-capture-damage-of = Dégâts { $n }/{ $limit }
render-defend-and-capture-nothing-yet = rien pour l'instant
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

## Deck Defence

render-deck-defence-result-win = les { $total } ennemis vaincus, score { $score } ({ $actions } actions)
render-deck-defence-result-resign = abandon avec { $defeated } ennemis vaincus sur { $total } ({ $actions } actions)
render-deck-defence-result-timeout = temps écoulé avec { $defeated } ennemis vaincus sur { $total } ({ $actions } actions)
render-deck-defence-result-abandon = partie abandonnée avec { $defeated } ennemis vaincus sur { $total } ({ $actions } actions)
render-deck-defence-result-stuck = plus aucune action légale ; { $defeated } ennemis vaincus sur { $total } ({ $actions } actions)
render-deck-defence-status-order = Exploration : choisis l'ordre
render-deck-defence-status-refill = Choisis la carte pour Principale
render-deck-defence-status-act = Choisis une action
render-deck-defence-title-classic = Deck Defence Classique
render-deck-defence-figures = Vaincus { $defeated }/{ $total } · Actions { $actions }
render-deck-defence-area-capture = Capture
render-deck-defence-area-main = Principale
render-deck-defence-area-hand = Main
render-deck-defence-known-top = Dessus connu de la pioche
render-deck-defence-none-until-explore = rien avant d'explorer
render-deck-defence-top-first = du dessus, de gauche à droite
render-deck-defence-disclosed = Révélées
render-deck-defence-defeated-of = Vaincus { $n }/{ $total }
render-deck-defence-none-defeated = aucun ennemi vaincu
render-deck-defence-explored-order = Explorées : choisis l'ordre
render-deck-defence-final-score = Score final : { $score }
render-deck-defence-explore-blocked = Pas d'exploration : ta dernière action en était une
render-deck-defence-last-action = Dernière action
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

## Capture

render-capture-and = { $first } et { NAME($second) }
render-capture-won-resign =
    { $own ->
        [yes] { $names } as gagné par abandon ({ $scores })
       *[other] { $names } gagne par abandon ({ $scores })
    }
render-capture-won-time =
    { $own ->
        [yes] { $names } as gagné au temps ({ $scores })
       *[other] { $names } gagne au temps ({ $scores })
    }
render-capture-abandoned = partie abandonnée ({ $scores })
render-capture-wins =
    { $own ->
        [yes] { $name } gagnes { $mine } cartes à { $theirs }
       *[other] { $name } gagne { $mine } cartes à { $theirs }
    }
render-capture-draw = égalité, { $n } cartes chacun
render-capture-all-placed = Tout est posé : valide
render-capture-place-more = Pose encore { $n }, puis valide
render-capture-locked-waiting = Validé : en attente
render-capture-players-place = Les joueurs posent face cachée
render-capture-status-round = { $status } ({ $kind })
render-capture-figures = Manche { $round } · { $scores }
render-capture-locked-in = validé
render-capture-placing = pose : encore { $n }
render-capture-placed-all = tout posé, pas validé
render-capture-dealer = { $name } (donneur)
render-capture-yours = à toi
render-capture-carried =
    { $n ->
        [1] reportée une fois
        [2] reportée deux fois
       *[other] reportée { $n } fois
    }
render-capture-newest-right = récentes à droite
render-capture-captured =
    { $own ->
        [yes] { $name } : { $n } capturées
       *[other] { $name } : { $n } capturées
    }
render-capture-none-yet = aucune pour l'instant
render-capture-column = Colonne { $n }
render-capture-reveal-fate = { $where } : { $fate } ({ $reason })
render-capture-reveal-took =
    { $own ->
        [yes] { $where } : { NAME($name) } prends { $n } ({ $reason })
       *[other] { $where } : { NAME($name) } prend { $n } ({ $reason })
    }
render-capture-turned-up = { $line } ; retournées : { $cards }
render-capture-dealer-is = donneur : { NAME($name) }
render-capture-aces-flexible = Les as comptent haut ou bas
render-capture-aces-set = As : seule une série les remporte
render-capture-uncaptured = { $n } cartes restent dans des colonnes à égalité : personne ne les capture
render-capture-reveal-title = Révélation de la manche { $n }
render-capture-no-reveal = Pas encore de révélation
render-capture-last-round = dernière manche
render-capture-short-round = manche courte
render-capture-your-hand = Ta main
render-capture-all-in-place = Ta main : toutes les cartes sont posées
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

## Tower Defense

render-tower-defense-ended-resign = tu as abandonné à la manche { $round }
render-tower-defense-ended-timeout = ton temps s'est écoulé à la manche { $round }
render-tower-defense-ended-abandon = partie abandonnée à la manche { $round }
render-tower-defense-ended-cap = arrêtée après trop de manches, à la manche { $round }
render-tower-defense-won = la nuit est finie, la tour tient avec { $n } (manche { $round })
render-tower-defense-fell = la tour est tombée à la manche { $round }
render-tower-defense-stuck = impossible de dégager le terrain (manche { $round })
render-tower-defense-army =
    { $army ->
        [Left] Armée de gauche
        [Top] Armée du haut
       *[Right] Armée de droite
    }
render-tower-defense-army-value =
    { $army ->
        [Left] Armée de gauche { $value }
        [Top] Armée du haut { $value }
       *[Right] Armée de droite { $value }
    }
render-tower-defense-no-face-up = aucune carte visible
render-tower-defense-attacks = attaque la tour
render-tower-defense-no-attack = n'attaque pas
render-tower-defense-rear = arrière
render-tower-defense-front = avant
render-tower-defense-tower-tag = tour
render-tower-defense-fallen = tombée
render-tower-defense-tower = Tour { $n } sur { $cap }
render-tower-defense-tower-top = Tour { $n } sur { $cap }, sommet { $value }
render-tower-defense-discard-down = Défausse jusqu'à { $n } cartes
render-tower-defense-your-turn-action = À toi : action { $n } sur { $limit }
render-tower-defense-your-turn = À toi de jouer
render-tower-defense-figures-pass = Manche { $round } · Passe { $n }/{ $needed }
render-tower-defense-attack-none = Attaque : aucune
render-tower-defense-no-army-attacks = aucune armée n'attaque la tour
render-tower-defense-attack-now = Attaque : { $total } contre { $value }
render-tower-defense-would-fall = le sommet de la tour tomberait
render-tower-defense-would-hold = la tour tiendrait
render-tower-defense-advantages = Avantages en jeu
render-tower-defense-in-force = En vigueur
render-tower-defense-in-force-nothing = En vigueur : rien
render-tower-defense-your-hand = Ta main ({ $n } sur { $limit })
render-tower-defense-no-cards = aucune carte
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
render-under-siege-note-deploy = se déploie
render-under-siege-note-reserve = peut ajouter une réserve
render-under-siege-note-intercept = peut l'abattre
render-under-siege-note-remove = perd une figure
render-under-siege-note-fire = peut tirer avec une Dame
render-under-siege-note-other = décide
render-under-siege-battle = Bataille, tour { $turn }
render-under-siege-battle-at = Bataille, tour { $turn } : position { $position }
render-under-siege-shots = Bataille du tour { $turn } finie : tirs sur les figures
render-under-siege-the-last-battle = La dernière bataille
render-under-siege-no-battle = Aucune bataille livrée
render-under-siege-front-lines = Tour { $turn } : les lignes de front, face cachée jusqu'à la bataille
render-under-siege-last-battle = Dernière bataille (tour { $turn })
render-under-siege-no-front-cards = Tour { $turn } : aucune carte de front posée
render-under-siege-figures = Tour { $turn }/{ $total } · Pioche { $deck } · Morts { $dead }
render-under-siege-no-attrition = pas d'endurance comptée
render-under-siege-attrition = Endurance { $n }
render-under-siege-role = { $role ->
        [defender] défenseur
       *[attacker] attaquant
    }
render-under-siege-deployed = déployé
render-under-siege-deploys-next = se déploie ensuite
render-under-siege-lost-in-battle = { $n } perdus au combat
render-under-siege-hand = Main { $n }
render-under-siege-all-placed = tout posé
render-under-siege-no-cards = aucune carte
render-under-siege-reserve = Réserve { $n }
render-under-siege-back-row = Arrière{ $more ->
        [0] {""}
       *[other] {" "}(+{ $more } de plus)
    }{ $jacks ->
        [0] {""}
       *[other] , Valets +{ $jacks }
    }{ $pills ->
        [yes] , dégâts sur pastilles
       *[other] {""}
    }
render-under-siege-no-face-cards = aucune figure
render-under-siege-through = perce
render-under-siege-ace = As
render-under-siege-stopped = arrêtée
render-under-siege-shot = abattue
render-under-siege-taken-out = éliminée
render-under-siege-position-draw = { $n } égal.
render-under-siege-gold-frame = cadre doré : face cachée, toi seul la vois
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

## An event's standings (render.standings)
render-standings-rank = Rang
render-standings-player = Joueur
render-standings-score = Points
render-standings-games = Parties
render-standings-on-fire = en série
render-standings-more =
    { $n ->
        [one] et { $n } autre joueur
       *[other] et { $n } autres joueurs
    }
render-standings-nobody = Personne n’a encore rejoint.
render-standings-line =
    { $rank }. { $name } : { $score } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
render-standings-line-on-fire = en série de victoires, les victoires comptent double
render-standings-line-more = { $line } ; { $more }
