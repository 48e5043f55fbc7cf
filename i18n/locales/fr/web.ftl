# Le compagnon web (bot.web) : tous les mots de ses pages.
web-site-name = Card table
web-language = Langue
web-footer = Pages du bot Discord Card table. La page d'un joueur n'existe que s'il l'active.
web-home-text = Pages des parties, des joueurs et des serveurs du bot Card table. Ouvrez-en une depuis un lien que le bot donne dans Discord.
web-not-found-title = Page introuvable
web-not-found-text = Il n'y a pas de page à cette adresse. Elle est peut-être mal écrite, ou son propriétaire ne l'a pas activée.
web-game-later = La donne de cette partie est encore jouée par d'autres : sa page n'en montre rien pour l'instant.
web-game-opens = Elle ouvre le { $when } (UTC).
web-game-running = Cette partie est en cours : voici la table telle que la voient tous les membres de son salon.
web-the-bot = le bot
web-house-rules = Règles maison : { $rules }
web-steps = Coups
web-first = Début
web-back = Précédent
web-next = Suivant
web-last = Fin
web-keys = Les touches ← et → parcourent la partie, Début et Fin mènent à son début et à sa fin.
web-step-deal = La donne
web-step-move = Coup { $step } sur { $last }
web-result = Résultat
web-deal-code = Code de la donne : { $code }
web-play-deal = Jouer la même donne dans Discord :
# La page d'un joueur (/p/<id>).
web-player-unnamed = Un joueur
web-player-export = Toutes les parties sous forme de données (NDJSON)
web-player-none = Aucune partie terminée pour l'instant.
web-player-rating = Cote : { $rating }
web-rating-chart = Cote à { $game } au fil du temps
# L'alternative textuelle du graphique : les dates telles que la langue du lecteur les écrit, les cotes en chiffres.
web-chart-alt = Cote du { $first } au { $last } : au plus bas { $low }, au plus haut { $high }, actuellement { $now }.
web-chart-later = Le graphique apparaît quand la cote n'est plus provisoire.
web-results = Résultats
web-rules = Règles
web-rules-standard = Règles standard
web-played = Jouées
web-won = Gagnées
web-lost = Perdues
web-drawn = Nulles
web-streaks = Série de victoires : { $current } (record : { $best })
web-recent = Parties récentes
web-date = Date
web-opponents = Adversaires
web-rating = Cote
web-rating-change = { $points }, désormais { $rating }
web-alone = en solo

## La page d'un serveur (bot.web.servers)
web-server-title = Classements et événements de ce serveur
web-server-link = Classements et événements de ce serveur
web-server-games = Jeux
web-server-events = Événements
web-server-no-events = Aucun événement n'a encore eu lieu sur ce serveur.
# $rate : un pourcentage entier, sans son signe
web-percent = { $rate } %

## La page d'un événement ; heures en UTC, écrites 2026-03-01 18:00
web-event-starts = Commence le { $when } (UTC)
web-event-ends = Se termine le { $when } (UTC)
web-event-window = Du { $start } au { $end } (UTC)
web-event-rounds =
    { $rounds ->
        [one] { $rounds } ronde, le { $start } (UTC)
       *[other] { $rounds } rondes, la première le { $start } (UTC)
    }
web-event-deals =
    { $deals ->
        [one] { $deals } donne, la même pour tout le monde : un essai
       *[other] { $deals } donnes, les mêmes pour tout le monde : un essai par donne
    }
web-event-standings = Classement
web-event-playing = Parties en cours
web-event-no-games = Aucune partie n'est en cours pour l'instant.
web-event-finished = Parties terminées
web-event-more-games =
    { $n ->
        [one] …et { $n } partie plus ancienne
       *[other] …et { $n } parties plus anciennes
    }
web-event-attempts = Donnes jouées
web-event-no-attempts = Personne n'a joué de donne.
web-event-challenge-hidden = Les résultats et les parties restent cachés jusqu'à la fin du défi : tout le monde joue les mêmes donnes.
web-event-pair = { $first } contre { $second }
web-event-won = { $name } a gagné
web-event-draw = Nulle
web-event-abandoned = Non jouée (perdue pour les deux)
web-event-watch = Regarder
web-event-replay = Revoir

## Colonnes des tableaux
web-col-rank = Rang
web-col-player = Joueur
web-col-players = Joueurs
web-col-rated-games = Parties classées
web-col-points = Points
web-col-games = Parties
web-col-win-rate = Taux de victoire
web-col-best = Records
web-col-event = Événement
web-col-kind = Type
web-col-game = Jeu
web-col-status = État
web-col-score = Score
web-col-deals = Donnes
web-col-streak = Série
web-col-detail = Détails
web-col-round = Ronde
web-col-deal = Donne
web-col-figure = Performance
web-col-time = Temps
web-col-link = Lien
