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

render-dc-game-over = fin de partie
render-dc-result = { $reason } (tour { $turn })
render-dc-actions-left = Actions : { $left } sur { $per_turn } restantes
render-dc-discard-then-end = Défausse, puis finis le tour
render-dc-figures = Dégâts { $damage }/{ $limit } · Capturées { $captured }/{ $goal }
render-dc-battleground = Champ de bataille
render-dc-side = Flanc
render-dc-hand = Main { $n }
render-dc-draws-up-to = complète jusqu'à { $n }
render-dc-captured-of = Capturées { $n }/{ $goal }
render-dc-captured-ranks = { $low } de rang 1-9, { $high } de rang 10
render-dc-no-damage-yet = pas encore de dégâts
render-dc-damage-of = Dégâts { $n }/{ $limit }
render-dc-nothing-yet = rien pour l'instant
render-dc-suit-moons = Lunes
render-dc-suit-suns = Soleils
render-dc-suit-waves = Vagues
render-dc-suit-leaves = Feuilles
render-dc-suit-wyrms = Wyrms
render-dc-suit-knots = Nœuds
render-dc-alt-card = { $name } ({ $rank }, { $suits })
render-dc-alt-over = Fin de partie après le tour { $turn } : { $reason }
render-dc-alt-actions = Tour { $turn }, { $left ->
        [one] { $left } action restante
       *[other] { $left } actions restantes
    } sur { $per_turn }.
render-dc-alt-discard = Tour { $turn }, phase de défausse.
render-dc-alt-figures = Dégâts { $damage } sur { $limit }. Capturées { $captured } sur { $goal }.
render-dc-alt-row =
    { $row ->
        [top] Champ de bataille, rangée du haut : { $cards }.
        [middle] Champ de bataille, rangée du milieu : { $cards }.
       *[bottom] Champ de bataille, rangée du bas : { $cards }.
    }
render-dc-alt-defense = Défense : gauche { $a }, milieu { $b }, droite { $c }.
render-dc-alt-defense-list = Défense : { $cards }.
render-dc-alt-side = Flanc : haut { $a }, milieu { $b }, bas { $c }.
render-dc-alt-side-list = Flanc : { $cards }.
render-dc-alt-hand = Main ({ $n }, complète jusqu'à { $target }) : { $cards }.
render-dc-alt-piles = Pioche { $deck }, défausse { $discard }.
render-dc-alt-piles-top = Pioche { $deck }, défausse { $discard } (dessus : { $top }).
render-dc-alt-captured = Capturées : { $cards }.
render-dc-alt-damaged = Endommagées : { $cards }.

## Deck Defence

render-dd-result-win = les { $total } ennemis vaincus, score { $score } ({ $actions } actions)
render-dd-result-resign = abandon avec { $defeated } ennemis vaincus sur { $total } ({ $actions } actions)
render-dd-result-timeout = temps écoulé avec { $defeated } ennemis vaincus sur { $total } ({ $actions } actions)
render-dd-result-abandon = partie abandonnée avec { $defeated } ennemis vaincus sur { $total } ({ $actions } actions)
render-dd-result-stuck = plus aucune action légale ; { $defeated } ennemis vaincus sur { $total } ({ $actions } actions)
render-dd-status-order = Exploration : choisis l'ordre
render-dd-status-refill = Choisis la carte pour Principale
render-dd-status-act = Choisis une action
render-dd-title-classic = Deck Defence Classique
render-dd-figures = Vaincus { $defeated }/{ $total } · Actions { $actions }
render-dd-area-capture = Capture
render-dd-area-main = Principale
render-dd-area-hand = Main
render-dd-known-top = Dessus connu de la pioche
render-dd-none-until-explore = rien avant d'explorer
render-dd-top-first = du dessus, de gauche à droite
render-dd-disclosed = Révélées
render-dd-defeated-of = Vaincus { $n }/{ $total }
render-dd-none-defeated = aucun ennemi vaincu
render-dd-explored-order = Explorées : choisis l'ordre
render-dd-final-score = Score final : { $score }
render-dd-explore-blocked = Pas d'exploration : ta dernière action en était une
render-dd-last-action = Dernière action
render-dd-alt-card = { $attribute } { $rank }
render-dd-alt-enemy = Ennemi { $attribute }
render-dd-alt-win = victoire
render-dd-alt-loss = défaite
render-dd-alt-resigned = abandon
render-dd-alt-timeout = temps écoulé
render-dd-alt-abandoned = partie abandonnée
render-dd-alt-over = Fin de partie : { $result }, { $defeated } ennemis vaincus sur { $total }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
render-dd-alt-over-score = Fin de partie : { $result }, { $defeated } ennemis vaincus sur { $total }, score { $score }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
render-dd-alt-phase-order = choisis l'ordre des cartes explorées
render-dd-alt-phase-refill = choisis la carte révélée qui complète Principale
render-dd-alt-phase-act = choisis une action
render-dd-alt-head = { $title } : { $phase }. { $actions ->
        [one] { $actions } action jouée
       *[other] { $actions } actions jouées
    }. Vaincus : { $defeated } sur { $total }.
render-dd-alt-pile = pile { $n } { $cards } (dessus en dernier)
render-dd-alt-pile-empty = pile { $n } vide
render-dd-alt-slot = emplacement { $n } { $card }
render-dd-alt-capture-area = Zone de capture : { $slots }.
render-dd-alt-main-area = Zone principale : { $slots }.
render-dd-alt-hand-piles = Piles de la main : { $piles }.
render-dd-alt-explored = Explorées, à ordonner : { $cards }.
render-dd-alt-deck = Pioche { $n }.
render-dd-alt-deck-known = Pioche { $n }, dessus connu d'abord : { $cards }.
render-dd-alt-discard-top = Défausse { $n }, dessus { $top }. Révélées : { $cards }.
render-dd-alt-discard-classic = Défausse { $n }. Révélées : { $cards }.
render-dd-alt-discard-hidden = Défausse { $n }, face cachée.
render-dd-alt-explore-blocked = Tu ne peux pas explorer juste après une exploration.
render-dd-alt-defeated = Vaincus : { $cards }.

## Capture

render-capture-and = { $first } et { $second }
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
        [yes] { $where } : { $name } prends { $n } ({ $reason })
       *[other] { $where } : { $name } prend { $n } ({ $reason })
    }
render-capture-turned-up = { $line } ; retournées : { $cards }
render-capture-dealer-is = donneur : { $name }
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
        [yes] Capture, fin de partie : { $names } as gagné. Capturées { $a } à { $b }.
       *[other] Capture, fin de partie : { $names } gagne. Capturées { $a } à { $b }.
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

render-td-ended-resign = tu as abandonné à la manche { $round }
render-td-ended-timeout = ton temps s'est écoulé à la manche { $round }
render-td-ended-abandon = partie abandonnée à la manche { $round }
render-td-ended-cap = arrêtée après trop de manches, à la manche { $round }
render-td-won = la nuit est finie, la tour tient avec { $n } (manche { $round })
render-td-fell = la tour est tombée à la manche { $round }
render-td-stuck = impossible de dégager le terrain (manche { $round })
render-td-army =
    { $army ->
        [Left] Armée de gauche
        [Top] Armée du haut
       *[Right] Armée de droite
    }
render-td-army-value =
    { $army ->
        [Left] Armée de gauche { $value }
        [Top] Armée du haut { $value }
       *[Right] Armée de droite { $value }
    }
render-td-no-face-up = aucune carte visible
render-td-attacks = attaque la tour
render-td-no-attack = n'attaque pas
render-td-rear = arrière
render-td-front = avant
render-td-tower-tag = tour
render-td-fallen = tombée
render-td-tower = Tour { $n } sur { $cap }
render-td-tower-top = Tour { $n } sur { $cap }, sommet { $value }
render-td-discard-down = Défausse jusqu'à { $n } cartes
render-td-your-turn-action = À toi : action { $n } sur { $limit }
render-td-your-turn = À toi de jouer
render-td-figures-pass = Manche { $round } · Passe { $n }/{ $needed }
render-td-attack-none = Attaque : aucune
render-td-no-army-attacks = aucune armée n'attaque la tour
render-td-attack-now = Attaque : { $total } contre { $value }
render-td-would-fall = le sommet de la tour tomberait
render-td-would-hold = la tour tiendrait
render-td-advantages = Avantages en jeu
render-td-in-force = En vigueur
render-td-in-force-nothing = En vigueur : rien
render-td-your-hand = Ta main ({ $n } sur { $limit })
render-td-no-cards = aucune carte
render-td-face-down = face cachée
render-td-alt-won = Fin de partie : victoire à la manche { $round }, tour de { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
render-td-alt-lost = Fin de partie : défaite à la manche { $round }, tour de { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    }.
render-td-alt-drop = Tower Defense, manche { $round } : défausse jusqu'à { $n } cartes.
render-td-alt-turn = Tower Defense, manche { $round } : à toi de jouer.
render-td-alt-tower = Tour { $n } sur { $cap }.
render-td-alt-tower-top = Tour { $n } sur { $cap }, sommet { $top } valant { $value }.
render-td-alt-army-blank =
    { $army ->
        [Left] Armée de gauche : avant { $front }, arrière { $rear } ; aucune carte visible.
        [Top] Armée du haut : avant { $front }, arrière { $rear } ; aucune carte visible.
       *[Right] Armée de droite : avant { $front }, arrière { $rear } ; aucune carte visible.
    }
render-td-alt-army-attacks =
    { $army ->
        [Left] Armée de gauche : avant { $front }, arrière { $rear } ; attaque { $value }, attaque la tour.
        [Top] Armée du haut : avant { $front }, arrière { $rear } ; attaque { $value }, attaque la tour.
       *[Right] Armée de droite : avant { $front }, arrière { $rear } ; attaque { $value }, attaque la tour.
    }
render-td-alt-army-holds =
    { $army ->
        [Left] Armée de gauche : avant { $front }, arrière { $rear } ; attaque { $value }, n'attaque pas.
        [Top] Armée du haut : avant { $front }, arrière { $rear } ; attaque { $value }, n'attaque pas.
       *[Right] Armée de droite : avant { $front }, arrière { $rear } ; attaque { $value }, n'attaque pas.
    }
render-td-alt-attack-falls = Attaque { $total } contre { $value } : le sommet de la tour tomberait.
render-td-alt-attack-holds = Attaque { $total } contre { $value } : la tour tient.
render-td-alt-hand = Main { $n } sur { $limit } : { $cards }.
render-td-alt-advantages = Avantages : { $cards }.
render-td-alt-in-force = En vigueur : { $effects }.
render-td-alt-piles = Pioche { $deck }. Défausse { $n }.
render-td-alt-piles-top = Pioche { $deck }. Défausse { $n }, dessus { $top }.

## Under Siege

render-siege-ask-reserve = { $name } peut ajouter une réserve
render-siege-ask-intercept = { $name } peut l'abattre
render-siege-ask-remove = { $name } doit perdre une figure
render-siege-ask-fire = { $name } peut tirer sur des figures
render-siege-ask-other = { $name } décide
render-siege-you-reserve = Ajouter une carte de réserve ?
render-siege-you-intercept = Abattre la carte qui perce ?
render-siege-you-remove = Retire une figure
render-siege-you-fire = Tirer sur des figures ?
render-siege-you-deploy = À toi : déploie
render-siege-deploying = { $name } se déploie
render-siege-note-deploy = se déploie
render-siege-note-reserve = peut ajouter une réserve
render-siege-note-intercept = peut l'abattre
render-siege-note-remove = perd une figure
render-siege-note-fire = peut tirer avec une Dame
render-siege-note-other = décide
render-siege-battle = Bataille, tour { $turn }
render-siege-battle-at = Bataille, tour { $turn } : position { $position }
render-siege-shots = Bataille du tour { $turn } finie : tirs sur les figures
render-siege-the-last-battle = La dernière bataille
render-siege-no-battle = Aucune bataille livrée
render-siege-front-lines = Tour { $turn } : les lignes de front, face cachée jusqu'à la bataille
render-siege-last-battle = Dernière bataille (tour { $turn })
render-siege-no-front-cards = Tour { $turn } : aucune carte de front posée
render-siege-figures = Tour { $turn }/{ $total } · Pioche { $deck } · Morts { $dead }
render-siege-no-attrition = pas d'usure comptée
render-siege-attrition = Usure { $n }
render-siege-deployed = déployé
render-siege-deploys-next = se déploie ensuite
render-siege-lost-in-battle = { $n } perdus au combat
render-siege-hand = Main { $n }
render-siege-all-placed = tout posé
render-siege-no-cards = aucune carte
render-siege-reserve = Réserve { $n }
render-siege-back-row = Arrière{ $more ->
        [0] {""}
       *[other] {" "}(+{ $more } de plus)
    }{ $jacks ->
        [0] {""}
       *[other] , Valets +{ $jacks }
    }{ $pills ->
        [yes] , dégâts sur pastilles
       *[other] {""}
    }
render-siege-no-face-cards = aucune figure
render-siege-through = perce
render-siege-ace = As
render-siege-stopped = arrêtée
render-siege-shot = abattue
render-siege-taken-out = éliminée
render-siege-position-draw = { $n } égal.
render-siege-gold-frame = cadre doré : face cachée, toi seul la vois
render-siege-defender-first = Le défenseur se déploie d'abord, puis l'attaquant
render-siege-alt-damage = dégâts { $n } sur 10 par { $shots }
render-siege-alt-loaded-with = chargée avec { $card }
render-siege-alt-loaded = chargée
render-siege-alt-placed-now = posée ce tour-ci
render-siege-alt-hand = main { $cards }
render-siege-alt-reserve = réserve { $cards }
render-siege-alt-in-hand = { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } en main
render-siege-alt-reserve-cards = { $n ->
        [one] { $n } carte de réserve
       *[other] { $n } cartes de réserve
    }
render-siege-alt-back-row = arrière { $cards }
render-siege-alt-side = { $name } ({ $role }) : { $parts }.
render-siege-alt-you = toi
render-siege-alt-automaton = l'automate
render-siege-alt-them = l'adversaire
render-siege-alt-face-down = face cachée
render-siege-alt-card-face-down = { $card } face cachée
render-siege-alt-position-now = { $n } (en cours)
render-siege-alt-against = { $first } contre { $second }
render-siege-alt-shot-with = { $what }, abattue avec { $card }
render-siege-alt-over = Under Siege, fin de partie : { $reason }
render-siege-alt-turn = Under Siege, tour { $turn } sur { $total }.
render-siege-alt-turn-status = Under Siege, tour { $turn } sur { $total } : { $status }.
render-siege-alt-turn-ask = Under Siege, tour { $turn } sur { $total } : { $status }
render-siege-alt-score = { $name } { $n }
render-siege-alt-score-lost = { $name } { $n } ({ $lost } perdus dans cette bataille)
render-siege-alt-attrition = Usure : { $scores }.
render-siege-alt-line = { $caption }, position par position : { $slots }
render-siege-alt-piles = Pioche { $deck }, pile des morts { $dead }.
render-siege-alt-latest = Dernier événement : { $line }
