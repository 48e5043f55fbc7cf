# Les réponses d'information du bot : /aide, /règles, /stats, cotes, donnes du jour et codes
# de donne, /historique et /revoir.

## Quand le bot ne peut rien faire pour l'instant

info-restarting = Le bot redémarre ; réessaie dans une minute.
info-stopping = Le bot redémarre ; rien n'a été modifié. Réessaie dans une minute.
info-sorry = Quelque chose s'est mal passé de notre côté ; rien n'a été modifié. Réessaie.
info-unreachable = La base de données des parties est injoignable pour le moment ; rien n'a été modifié. Réessaie dans un instant.

## /aide et /règles

info-help =
    {"**"}Card table** accueille des jeux de cartes directement ici, dans le salon.
    • `/jouer <jeu>` lance une partie ; tu joues avec les boutons sous l'image de la table. Tout le monde peut regarder ; seuls les joueurs peuvent agir.
    • `/jouer <jeu> adversaire:@membre` défie un membre pour une partie à deux ; choisis-moi comme adversaire pour jouer contre moi. Chaque joueur garde une main privée, ouverte avec **Ta main**.
    • Ajoute `cadence:` (1, 3 ou 7 jours par coup) à un défi pour une partie par correspondance. `/parties` liste tes parties en cours partout (serveurs, MP) : à qui le tour, liens et échéances.
    • `/règles <jeu>` explique un jeu et les règles maison que suit ce bot.
    • `/stats [membre] [jeu] [partager]` montre les résultats (les tiens en privé, sauf si tu les partages) ; avec un jeu, aussi le top 10 du serveur.
    • Les jeux à deux ont une cote comme aux échecs (1500 au départ ; abandonner ou dépasser le temps fait perdre), provisoire jusqu'à 5 parties classées ; `/stats` avec un jeu montre les classements. Contre moi aussi : mes niveaux (`niveau:` facile, normal, difficile) ont une cote fixe. Les parties classées comptent aussi pour la saison mensuelle du serveur : 2 points par victoire, 1 par nul ; `/stats` avec un jeu montre le top 10 du mois et le podium du mois précédent.
    • En solo, **Indice** propose un coup (une donne du jour jouée avec des indices ne compte pas au classement) ; après une défaite, **Était-ce gagnable ?** dit si la donne pouvait être gagnée.
    • `/donne-du-jour <jeu>` distribue la donne du jour d'un jeu en solo, la même pour tout le monde partout : un essai par jour, sur une table que toi seul vois ; le salon reçoit une ligne avec ton résultat. `/donne-du-jour classement <jeu>` montre les classements du jour (de ce serveur et de tout le monde) et tes séries. Chaque donne du jour est vérifiée par le solveur, et marquée gagnable quand elle a été prouvée. `/jouer <jeu> gagnable:true` distribue à tout moment une donne prouvée gagnable (ses résultats comptent à part).
    { $events }
    • Une partie finie affiche le code de sa donne ; `/jouer <jeu> donne:<code>` la redistribue pour n'importe qui (sans cote, hors classement). Le code d'une donne du jour s'affiche une fois son jour passé.
    • `/historique [membre] [jeu]` liste les 10 dernières parties finies d'un joueur, avec leurs numéros pour `/revoir`.
    • `/revoir <numéro>` montre une partie finie coup par coup, telle que tout le monde l'a vue (début, précédent, suivant, fin) ; `place:True` la rejoue depuis ta place, avec ta main, pour toi seul.
    • `/paramètres moi` règle ta langue et le thème de tes images ; les membres qui gèrent le serveur règlent sa langue, le thème des tables, les jeux autorisés, les délais, les indices et un fil par partie avec `/paramètres serveur`.
    Jeux : { $games }.
    Les parties sont enregistrées après chaque coup : elles survivent aux redémarrages du bot.
info-help-events = • `/tournoi arène`, `/tournoi suisse` et `/tournoi défi` organisent les événements du serveur (lancés par les membres qui gèrent le serveur, ou qui ont le rôle choisi dans `/paramètres serveur`) : une arène ou un tournoi suisse d'un jeu à deux, ou un défi à donnes identiques d'un jeu en solo (les mêmes donnes pour tous, un essai par donne, sans indices). On participe avec **Rejoindre** (pour un défi, **Jouer**) sur le message de l'événement ; `/tournoi liste` liste les événements, `/tournoi classement <numéro>` montre le classement de l'un d'eux.
info-rules-title = { $game } : règles

## Résultats : /stats, /historique, donnes du jour

info-result-win = gagnée
info-result-loss = perdue
info-result-draw = nulle
info-result-abandoned = abandonnée
info-result-unfinished = inachevée
info-stats-title = Résultats de { $name }
info-stats-none = Aucune partie finie pour l'instant.
info-stats-none-game = Aucune partie finie pour l'instant ({ $game }).
info-stats-boards-elsewhere = Les classements appartiennent à un serveur : ici, tu vois tes propres résultats ; `/stats` avec un jeu, dans un serveur où se trouve le bot, montre les classements de ce serveur.
info-stats-only-yours = Hors d'un serveur où se trouve le bot, tu ne vois que tes propres résultats.
info-stats-line = { $played ->
        [one] { $played } jouée
       *[other] { $played } jouées
    }, { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    }, { $lost ->
        [one] { $lost } perdue
       *[other] { $lost } perdues
    }{ $drawn_shown ->
        [yes] , { $drawn ->
            [one] { $drawn } nulle
           *[other] { $drawn } nulles
        }
       *[no] {""}
    }{ $abandoned ->
        [0] {""}
        [one] , { $abandoned } abandonnée
       *[other] , { $abandoned } abandonnées
    } ; taux de victoire { $rate } %
info-stats-figure = { $label } { $value }
info-stats-best = Records : { $best }
info-stats-board-title = { $game } : top 10 de ce serveur
info-stats-board-line = { $rank }. { $who } : { $won } { $won ->
        [one] gagnée
       *[other] gagnées
    } sur { $played } ({ $rate } %)

## Cotes

info-rating-provisional = provisoire ({ $games } sur { $total } parties)
info-rating-change = { $name } { $points }, désormais { $rating }
info-rating-change-provisional = { $name } provisoire ({ $games } sur { $total } parties)
info-rating-note = Cote : { $changes }
info-rating-unrated = pas encore de cote
info-rating-line = { $rating } ({ $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    })
info-rating-unrated-bot = Les parties contre le bot commencées avant ses niveaux ne sont pas classées.
info-rating-of = Cote de { $name } à { $game }
info-rating-rank-server = n° { $rank } sur ce serveur
info-rating-rank-all = n° { $rank } de tous les joueurs
info-rating-top-server = Cote à { $game } : top 10 de ce serveur
info-rating-top-all = Cote à { $game } : top 10 de tous les joueurs
info-rating-board-line = { $rank }. { $who } : { $rating } ({ $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    })
info-rating-waiting = { $waiting ->
        [one] { $waiting } autre avec une cote provisoire (moins de { $limit } parties classées)
       *[other] { $waiting } autres avec une cote provisoire (moins de { $limit } parties classées)
    }
info-rating-none = Aucune partie classée pour l'instant.

## Codes de donne

info-code-not-a-code = Ce n'est pas un code de donne : un code a 20 lettres et chiffres, comme ABCD-EFGH-IJKL-MNOP-QRST.
info-code-mistyped = Ce code de donne n'est pas valide (faute de frappe ?) ; rien n'a été distribué.
info-code-other-format = Ce code de donne vient d'une autre version de ce bot ; rien n'a été distribué.
info-code-unknown-game = Ce code de donne est pour un jeu que ce bot n'a pas ; rien n'a été distribué.
info-code-bad = Ce code de donne n'est pas valide ; rien n'a été distribué.
info-code-other-shuffle = Cette donne a été distribuée par une autre version de ce bot, que celle-ci ne sait pas reproduire.
info-code-line = Code de donne `{ $code }` : `/jouer { $game } donne:{ $code }` la redistribue.
info-code-replayed = (donne rejouée)

## Donnes du jour

info-daily-line = { $game }, donne du jour n° { $number } : { $parts }
info-daily-score = score { $score }
info-daily-streak = série { $days }
info-daily-announce = { $who } · { $line }
info-daily-announce-hints = { $who } · { $line } · jouée avec des indices, donc hors classement
info-daily-stale = Ce bouton appartient à une position antérieure de ta donne du jour ; rien n'a été modifié. Voici où elle en est :
info-daily-reopened = Ta donne du jour, telle que tu l'as laissée (un essai par jour : c'est la même donne).
info-daily-panel-head = **{ $game }, donne du jour n° { $number }** · toi seul vois cette table · prochaine donne <t:{ $next }:R>
info-daily-panel-over = Ton résultat est publié dans le salon, sans un mot sur les cartes.
info-daily-not-yours = C'est la donne du jour de { $owner } ; rien n'a été modifié. Joue la tienne avec `/donne-du-jour { $game }`.
info-daily-over = Cette donne du jour est terminée ; rien n'a été modifié. `/donne-du-jour classement { $game }` montre comment chacun s'en est sorti.
info-daily-choice-gone = Ce choix n'est plus disponible ; rien n'a été modifié.
info-daily-in-channels = Les donnes du jour se jouent dans les salons d'un serveur.
info-daily-how = { $result }, score { $score }
info-daily-played = Tu as déjà joué la donne du jour n° { $number } ({ $game }, { $how }) : un essai par jour. Séries : { $played ->
        [one] { $played } jour joué
       *[other] { $played } jours joués
    }, { $won ->
        [one] { $won } gagné
       *[other] { $won } gagnés
    } d'affilée. La prochaine donne arrive <t:{ $next }:R> ; `/donne-du-jour classement { $key }` montre comment chacun s'en est sorti.
info-daily-board-title = { $game }, donne du jour n° { $number }
info-daily-board-desc = La donne du jour, la même pour tout le monde ; la prochaine arrive <t:{ $next }:R>.
info-daily-top-server = Top 10, ce serveur
info-daily-top-everyone = Top 10, tout le monde
info-daily-a-player = un joueur
info-daily-board-line = { $rank }. { $who } : { $result }
info-daily-board-line-figure = { $rank }. { $who } : { $result }, { $figure }
info-daily-board-empty = Personne n'a encore fini la donne du jour.
info-daily-streaks-of = Séries de { $name }
info-daily-board-elsewhere = Le classement d'un serveur se voit dans ce serveur : ici, celui de tout le monde et tes séries.
info-daily-streaks = { $played ->
        [one] { $played } jour joué
       *[other] { $played } jours joués
    } d'affilée, { $won ->
        [one] { $won } gagné
       *[other] { $won } gagnés
    } d'affilée
info-daily-yesterday = La donne d'hier, n° { $number }
info-daily-yesterday-play = Rejoue-la (sans cote) : `/jouer { $game } donne:{ $code }`

## /revoir

info-replay-no-game = Il n'y a pas de partie finie n° { $id } sur ce serveur à revoir ; rien n'a été modifié.
info-replay-no-game-here = Il n'y a ici aucune partie finie n° { $id } à revoir ; rien n'a été modifié. Une de tes parties se revoit depuis ta place n'importe où : `place:true`.
info-replay-not-yet = Cette partie est une donne du jour dont le jour n'est pas fini : tu pourras la revoir à partir de demain (UTC).
info-replay-not-seated = Seuls les joueurs de la partie n° { $id } peuvent la revoir depuis leur place ; `/revoir { $id }` la montre telle que tout le monde l'a vue.
info-replay-cannot = La partie n° { $id } a été jouée avec une autre version de ce bot et celle-ci ne peut pas la rejouer.
info-replay-bad-step = Cette étape ne fait pas partie de cette rediffusion ; rien n'a été modifié.
info-replay-not-this = Ce contrôle n'appartient pas à ce message ; rien n'a été modifié.
info-replay-first = Début
info-replay-back = Précédent
info-replay-next = Suivant
info-replay-last = Fin
info-replay-the-deal = La donne.
info-replay-stopped = La partie a été arrêtée.
info-replay-the-bot = le bot
info-replay-versus = { $first } contre { $second }
info-replay-title = **Rediffusion de { $game }**
info-replay-game-id = partie n° { $id }
info-replay-daily = (donne du jour)
info-replay-house-rules = règles maison : { $rules }
info-replay-from-seat-as = depuis ta place ({ $name })
info-replay-from-seat = depuis ta place
info-replay-step-deal = *Étape : la donne*
info-replay-step-move = *Coup { $step } sur { $last }*
info-replay-game-over = **Partie terminée.** { $reason }
info-replay-deal-code = Code de donne `{ $code }`
info-replay-every-move = chaque coup
info-replay-some-steps = { $shown } de ses { $total } étapes
info-replay-gif-alt = { $game }, partie { $id }, animée ({ $every })
info-replay-gif-text = Toute la partie, { $every }. `/revoir { $id }` la montre coup par coup.

## /historique

info-history-title = Dernières parties de { $name }
info-history-title-game = Dernières parties de { $name } : { $game }
info-history-vs = contre { $others }
info-history-and = { $first } et { $second }
info-history-bot = le bot
info-history-bot-level = le bot ({ $level })
info-history-solo = en solo
info-history-daily = (donne du jour)
info-history-hints = (avec { $hints ->
        [one] { $hints } indice
       *[other] { $hints } indices
    })
info-history-code = code `{ $code }`
info-history-code-later = code après son jour
info-history-private = jouée en privé
info-history-table = [table]({ $link })
info-history-gone = table disparue
info-history-footer = `/revoir <numéro>` montre une partie coup par coup.

## Seasons (a server's monthly board per game)

info-season-board-title = { $game }, saison { $vowel ->
        [yes] d'{ $season }
       *[no] de { $season }
    } : top 10 de ce serveur
info-season-podium-title = { $game } : podium de la saison { $vowel ->
        [yes] d'{ $season }
       *[no] de { $season }
    }
info-season-line = { $rank }. { $who } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
info-season-none = Aucune partie classée sur ce serveur cette saison pour l’instant.

info-history-event = (événement : { $name })

# /games: the caller's running games, everywhere.
info-games-title = Tes parties
info-games-none = Aucune partie ne t'attend, et tu ne joues aucune partie en cours. `/play <jeu>` en lance une.
info-games-your-turn = À toi de jouer
info-games-others = En attente des autres
info-games-vs = contre { $others }
info-games-solo = en solo
info-games-table = [table]({ $link })
info-games-no-table = table pas encore publiée
info-games-until = jusqu'à <t:{ $due }:f> (<t:{ $due }:R>)
info-games-until-short = jusqu'à <t:{ $due }:R>
info-games-more = …et { $n } de plus.
