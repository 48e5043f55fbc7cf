# Capture – Français

## Fiche du jeu

capture-summary = Deux joueurs : pose des cartes face cachée sur cinq colonnes et capture le plus de cartes.
capture-option-ace-flexible = Un As compte haut ou bas en haut/bas (sinon seule une combinaison gagne une colonne avec un As)
capture-option-ace-flexible-label = As haut ou bas
capture-option-ace-flexible-name = as_haut_ou_bas
capture-metric-best-margin = meilleur écart de captures
capture-metric-margin = écart de captures
capture-seats-two = deux joueurs, ou toi contre le bot
capture-two-players-only = Capture se joue à 2 joueurs.
capture-act-hint = { $n ->
    [one] pose tes cartes face cachée, puis valide
   *[other] posez vos cartes face cachée, puis validez
  }
capture-wait-hint = Tu as validé. On attend que ton adversaire valide aussi.

## Boutons

capture-verb-place = Poser une carte
capture-verb-take = Reprendre une carte
capture-verb-lock = Valider
capture-label-column = Colonne { $n }
capture-label-column-sides = Colonne { $n } ({ $name0 } { $cards0 }, { $name1 } { $cards1 }{ $carried ->
        [0] {""}
        [1] , reportée une fois
       *[other] , reportée { $carried } fois
    })
capture-label-column-against = Colonne { $n } ({ $cards0 } contre { $cards1 }{ $carried ->
        [0] {""}
        [1] , reportée une fois
       *[other] , reportée { $carried } fois
    })

## Invites

capture-prompt-short = { $last ->
        [yes] Dernière manche courte
       *[other] Manche courte
    } : pose { $n ->
        [1] ta carte
        [one] { $n } carte
       *[other] tes { $n } cartes
    } face cachée sur les colonnes de ton choix, une par colonne au plus, puis valide.
capture-prompt-place-all = Pose une carte face cachée sur chaque colonne, puis valide.
capture-prompt-which-card = Quelle carte poses-tu ?
capture-prompt-which-column-for = Sur quelle colonne poses-tu { $card } ?
capture-prompt-which-column = Sur quelle colonne ?
capture-prompt-take = De quelle colonne reprends-tu ta carte ?
capture-prompt-choose = Choisis.

## Coups au journal

capture-unknown-move = Un coup inconnu.
capture-you-placed = Tu as posé { $card } face cachée sur la colonne { $col }.
capture-placed-secret = { $own ->
        [yes] Tu as
       *[other] { $name } a
    } posé une carte face cachée.
capture-placed = { $own ->
        [yes] Tu as
       *[other] { $name } a
    } posé une carte face cachée sur la colonne { $col }.
capture-you-took = Tu as repris { $card } sur la colonne { $col }.
capture-took-secret = { $own ->
        [yes] Tu as
       *[other] { $name } a
    } repris une carte.
capture-took = { $own ->
        [yes] Tu as repris ta
       *[other] { $name } a repris sa
    } carte sur la colonne { $col }.
capture-locked-reveal = { $own ->
        [yes] Tu as
       *[other] { $name } a
    } validé. Toutes les cartes posées sont révélées.
capture-locked = { $own ->
        [yes] Tu as
       *[other] { $name } a
    } validé.

## Juger une colonne

capture-reason-sets = { $hi ->
        [1] une paire bat
        [2] deux paires battent
        [3] un brelan bat
       *[4] un carré bat
    } { $lo ->
        [0] rien
        [1] une paire
        [2] deux paires
       *[3] un brelan
    }
capture-reason-cancel-no-high-low = les combinaisons s'annulent, pas de haut/bas
capture-reason-cancel = les combinaisons s'annulent ; { $reason }
capture-reason-high-low = haut et bas
capture-reason-high-low-ace = haut et bas (un As compté haut ou bas)
capture-reason-ace = un As : seule une combinaison peut la gagner
capture-reason-aces-block = des As des deux côtés bloquent le haut et le bas
capture-reason-no-high-low = personne n'a à la fois le haut et le bas
capture-fate-captured = capturée
capture-fate-carried = reportée
capture-fate-lost = capturée par personne
capture-no-winner-ace = elle contient un As, donc seule une combinaison pouvait la gagner
capture-no-winner-aces-block = chaque camp a un As, ce qui bloque le haut et le bas
capture-no-winner-no-high-low = personne n'a à la fois la plus haute et la plus basse carte
capture-why-sets = { $hi ->
        [1] { $own ->
            [yes] ta paire bat
           *[other] la paire { NAME($name, form: "of") } bat
        }
        [2] { $own ->
            [yes] tes deux paires battent
           *[other] les deux paires { NAME($name, form: "of") } battent
        }
        [3] { $own ->
            [yes] ton brelan bat
           *[other] le brelan { NAME($name, form: "of") } bat
        }
       *[4] { $own ->
            [yes] ton carré bat
           *[other] le carré { NAME($name, form: "of") } bat
        }
    } { $lo ->
        [0] l'absence de combinaison
        [1] { $other_own ->
            [yes] ta paire
           *[other] la paire { NAME($other, form: "of") }
        }
        [2] { $other_own ->
            [yes] tes deux paires
           *[other] les deux paires { NAME($other, form: "of") }
        }
       *[3] { $other_own ->
            [yes] ton brelan
           *[other] le brelan { NAME($other, form: "of") }
        }
    }
capture-why-cancel = les combinaisons égales s'annulent, et { $why }
capture-why-high-low = { $own ->
        [yes] tu as
       *[other] { $name } a
    } à la fois la plus haute et la plus basse carte
capture-why-high-low-ace = { $own ->
        [yes] tu as
       *[other] { $name } a
    } à la fois la plus haute et la plus basse carte, en comptant un As haut ou bas

## Événements

capture-turned-both = { $own0 ->
        [yes] Tu retournes
       *[other] { $name0 } retourne
    } { $card0 } et { $own1 ->
        [yes] tu retournes
       *[other] { $name1 } retourne
    } { $card1 }
capture-turned-one = { $own ->
        [yes] Tu retournes
       *[other] { $name } retourne
    } { $card }
capture-turned-none = aucune carte n'y a été posée
capture-new-column = colonne { $col } ({ $who0 } { $card0 }, { $who1 } { $card1 })
capture-deal-no-new = aucune nouvelle colonne
capture-deal-new-named = { $columns } { $n ->
        [one] ouverte
       *[other] ouvertes
    }
capture-deal-new-count = { $n ->
        [one] { $n } nouvelle colonne
       *[other] { $n } nouvelles colonnes
    }
capture-deal-judged = Manche { $round } : { $columns } ; aucune carte à poser, les colonnes sont donc jugées telles quelles.
capture-deal-short = Manche { $round } ({ $last ->
        [yes] dernière manche
       *[other] manche courte
    }) : { $columns } ; chaque joueur pose { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } face cachée sur les colonnes de son choix, une par colonne au plus.
capture-deal = Manche { $round } : { $columns } ; chaque joueur pose une carte face cachée sur chaque colonne.
capture-column-captured = Colonne { $col } : { $turned }. { $own ->
        [yes] Tu captures
       *[other] { $name } capture
    } ses { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } : { $why }.
capture-column-carried = Colonne { $col } : { $turned }. Elle est reportée à la manche suivante : { $why }.
capture-column-lost = Colonne { $col } : { $turned }. { $n ->
        [1] Sa carte ne va
        [one] { $n } carte ne va
       *[other] Ses { $n } cartes ne vont
    } à personne, car c'était la dernière manche : { $why }.
capture-end = La pioche est épuisée : { $n0 }-{ $n1 } cartes capturées{ $left ->
        [0] {""}
        [one] ; { $left } carte restée dans les colonnes reportées ne va à personne
       *[other] ; { $left } cartes restées dans les colonnes reportées ne vont à personne
    }.
capture-stop-abandoned = La partie a été abandonnée : personne n'a joué.
capture-stop = { $own ->
        [yes] { $ending ->
            [resign] Tu as abandonné
            [timeout] Tu as dépassé le temps et perds par forfait
           *[other] Tu as arrêté
        }
       *[other] { $ending ->
            [resign] { $name } a abandonné
            [timeout] { $name } a dépassé le temps et perd par forfait
           *[other] { $name } a arrêté
        }
    }.
capture-event-other = Il s'est passé quelque chose.

## Statut

capture-status-captured = Manche { $round } · capturées : { $who0 } { $n0 }, { $who1 } { $n1 }
capture-status-deck = { $n ->
        [one] { $n } carte dans la pioche
       *[other] { $n } cartes dans la pioche
    }
capture-status-deck-empty = la pioche est vide
capture-status-locked = { $who } : validé
capture-status-placed = { $who } : { $done } sur { $n ->
        [one] { $n } carte posée
       *[other] { $n } cartes posées
    }

## Fin de partie

capture-outcome-abandoned = Abandonnée : personne n'a joué.
capture-outcome-stopped = { $name } { $ending ->
        [resign] a abandonné
        [timeout] a dépassé le temps et perd par forfait
       *[other] a arrêté
    } : { NAME($winner) } gagne.
capture-outcome-draw = La pioche est épuisée : égalité, { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } chacun.
capture-outcome-win = La pioche est épuisée : { NAME($name) } gagne, { $n ->
        [one] { $n } carte
       *[other] { $n } cartes
    } contre { $other }.

## Refus

capture-illegal-over = Cette partie est terminée.
capture-illegal-not-seated = Tu ne joues pas dans cette partie.
capture-illegal-locked = Tu as validé pour cette manche ; attends l'autre joueur.
capture-illegal-not-a-move = Ce n'est pas un coup de ce jeu.
capture-illegal-no-column = Il n'y a pas de colonne { $col } en jeu.
capture-illegal-all-placed = Tu as déjà posé { $n ->
        [1] ta carte
        [one] { $n } carte
       *[other] tes { $n } cartes
    } de cette manche ; reprends-en une d'abord.
capture-illegal-not-in-hand = Cette carte n'est pas dans ta main.
capture-illegal-column-taken = Tu as déjà posé une carte sur la colonne { $col } cette manche ; reprends-la d'abord (une carte par colonne).
capture-illegal-nothing-to-take = Tu n'as aucune carte à reprendre sur cette colonne.
capture-illegal-lock-short = Pose { $n ->
        [1] ta carte
        [one] { $n } carte
       *[other] tes { $n } cartes
    } de cette manche (une par colonne au plus) avant de valider.
capture-illegal-lock = Pose une carte sur chaque colonne avant de valider.
capture-illegal-not-now = Ce coup n'est pas permis maintenant.
