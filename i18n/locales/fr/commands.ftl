# Commandes slash : noms (minuscules, sans espace, 32 caractères au plus) et descriptions
# (100 caractères au plus), tels que Discord les affiche.

## /play

cmd-play = jouer
cmd-play-desc = Lance une partie de cartes dans ce salon
cmd-play-game = { $summary } ({ $players })
cmd-play-game-default = Jouer à { $game }
cmd-seat-modes = { $first } ou { $second }
cmd-seat-solo = en solo
cmd-seat-players = { $count } joueurs
cmd-opponent = adversaire
cmd-opponent-desc = Le membre que tu défies
cmd-opponent-desc-alone = Le membre que tu défies (sans adversaire : { $alone })
cmd-opponent-desc-alone-bot = Le membre que tu défies (sans : { $alone } ; choisis-moi pour affronter le bot)
cmd-opponent-desc-bot = Le membre que tu défies (sans adversaire : tu joues contre le bot)
cmd-level = niveau
cmd-level-desc = La force du bot quand tu joues contre lui (par défaut : normal)
cmd-level-easy = facile
cmd-level-normal = normal
cmd-level-hard = difficile
cmd-deal = donne
cmd-deal-desc = Le code d'une donne d'une partie finie : rejoue cette donne (sans classement ni cote)

## Options communes à plusieurs commandes

cmd-game = jeu
cmd-member = membre

## /rules, /help, /stats

cmd-rules = règles
cmd-rules-desc = Comment jouer à un jeu, avec les règles maison appliquées
cmd-rules-game-desc = Quel jeu
cmd-help = aide
cmd-help-desc = Ce que fait ce bot
cmd-stats = stats
cmd-stats-desc = Parties jouées, gagnées et perdues, records et classements
cmd-stats-member-desc = Les résultats de qui (par défaut : les tiens)
cmd-stats-game-desc = Un seul jeu, avec le top 10 du serveur
cmd-share = partager
cmd-stats-share-desc = Montre tes résultats au salon (par défaut : toi seul les vois)

## /daily

cmd-daily = donne-du-jour
cmd-daily-desc = La donne du jour, la même pour tout le monde : un essai par jour
cmd-daily-game = { $game } : la donne du jour, la même pour tous, un essai par jour
cmd-daily-game-mode = { $game } ({ $mode }) : la donne du jour, la même pour tous, un essai par jour
cmd-board = classement
cmd-board-desc = Les classements de la donne du jour : ce serveur et tout le monde
cmd-board-game-desc = Pour quel jeu
cmd-board-member-desc = Les séries de qui (par défaut : les tiennes)

## /history, /replay

cmd-history = historique
cmd-history-desc = Les 10 dernières parties finies d'un joueur, avec codes et liens
cmd-history-member-desc = Les parties de qui (par défaut : les tiennes)
cmd-history-game-desc = Un seul jeu
cmd-replay = revoir
cmd-replay-desc = Revois une partie finie coup par coup
cmd-replay-game-desc = Le numéro de la partie (# dans /historique)
cmd-seat = place
cmd-replay-seat-desc = Revois-la depuis ta place, avec ta main (toi seul la vois)
cmd-gif = gif
cmd-replay-gif-desc = Toute la partie en une image animée au lieu de boutons

## /event (bot.features.event_commands)

cmd-event = tournoi
cmd-event-desc = Les tournois de ce serveur : arènes, tournois suisses et défis à donnes identiques
cmd-event-arena = arène
cmd-event-arena-desc = Lance une arène : les membres rejoignent et jouent dès que deux attendent
cmd-event-swiss = suisse
cmd-event-swiss-desc = Lance un tournoi suisse : un nombre fixe de rondes, les scores proches s'affrontent
cmd-event-list = liste
cmd-event-list-desc = Les tournois en cours et à venir de ce serveur
cmd-event-standings = classement
cmd-event-standings-desc = Le classement d'un tournoi
cmd-event-game-desc = Le jeu joué
cmd-event-minutes = durée
cmd-event-minutes-desc = La durée de l'arène, en minutes (de 30 à 10080)
cmd-event-name = nom
cmd-event-name-desc = Le nom du tournoi (par défaut : son type et son jeu)
cmd-event-starts-in = début-dans
cmd-event-starts-in-desc = Minutes avant le début (par défaut : une arène tout de suite, un suisse dans 10)
cmd-event-rounds = rondes
cmd-event-rounds-desc = Combien de rondes (de 1 à 15)
cmd-event-id = tournoi
cmd-event-id-desc = Le numéro du tournoi, tel que /tournoi liste l'affiche
cmd-event-challenge = défi
cmd-event-challenge-desc = Lance un défi : tout le monde joue seul les mêmes donnes, un essai chacun
cmd-event-deals = donnes
cmd-event-deals-desc = Combien de donnes chacun joue (de 1 à 10)
cmd-event-hours = heures
cmd-event-hours-desc = La durée du défi, en heures (de 1 à 168)

# /play's clock (a correspondence game, issue 37): days a move instead of the server's hours.
cmd-clock = cadence
cmd-clock-desc = Par correspondance : jours par coup contre un membre (défaut : le temps du serveur)
cmd-clock-days = { $n ->
        [one] { $n } jour par coup
       *[other] { $n } jours par coup
    }
# /games: every game waiting for you, wherever it is.
cmd-games = parties
cmd-games-desc = Tes parties en cours partout : à qui le tour, liens et échéances
