# The web companion (bot.web): every word of its pages.
web-site-name = Card table
web-language = Language
web-footer = Pages of the Card table Discord bot. Players' pages exist only when they turn them on.
web-home-text = Game pages, player pages and server pages of the Card table bot. Open one from a link the bot gives in Discord.
web-not-found-title = Page not found
web-not-found-text = There is no page at this address. It may be mistyped, or its owner has not turned it on.
web-game-later = This game's deal is still being played by others, so its page shows nothing of it yet.
web-game-opens = It opens at { $when } (UTC).
web-game-running = This game is still being played: this is the table as everyone in its channel sees it.
web-the-bot = the bot
web-house-rules = House rules: { $rules }
web-steps = Moves
web-first = First
web-back = Back
web-next = Forward
web-last = Last
web-keys = Use the ← and → keys to step through the game, Home and End for its start and end.
web-step-deal = The deal
web-step-move = Move { $step } of { $last }
web-result = Result
web-deal-code = Deal code: { $code }
web-play-deal = Play the same deal in Discord:
# A player's page (/p/<id>).
web-player-unnamed = A player
web-player-export = Every game as data (NDJSON)
web-player-none = No finished game yet.
web-player-rating = Rating: { $rating }
web-rating-chart = { $game } rating over time
# The chart's text alternative: dates as the reader's language writes them, ratings as plain figures.
web-chart-alt = Rating from { $first } to { $last }: lowest { $low }, highest { $high }, now { $now }.
web-chart-later = The chart appears once the rating is no longer provisional.
web-results = Results
web-rules = Rules
web-rules-standard = Standard rules
web-played = Played
web-won = Won
web-lost = Lost
web-drawn = Drawn
web-streaks = Winning streak: { $current } (best: { $best })
web-recent = Recent games
web-date = Date
web-opponents = Opponents
web-rating = Rating
web-rating-change = { $points }, now { $rating }
web-alone = played alone

## A server's page (bot.web.servers)
web-server-title = Leaderboards and events of this server
web-server-link = This server's leaderboards and events
web-server-games = Games
web-server-events = Events
web-server-no-events = No event has been run on this server yet.
# $rate: a whole percentage, without its sign
web-percent = { $rate }%

## An event's page; times are UTC, written 2026-03-01 18:00
web-event-starts = Starts on { $when } (UTC)
web-event-ends = Ends on { $when } (UTC)
web-event-window = From { $start } to { $end } (UTC)
web-event-rounds =
    { $rounds ->
        [one] { $rounds } round, on { $start } (UTC)
       *[other] { $rounds } rounds, the first on { $start } (UTC)
    }
web-event-deals =
    { $deals ->
        [one] { $deals } deal, the same for everyone: one attempt
       *[other] { $deals } deals, the same for everyone: one attempt at each
    }
web-event-standings = Standings
web-event-playing = Games being played
web-event-no-games = No game is being played right now.
web-event-finished = Finished games
web-event-more-games =
    { $n ->
        [one] …and { $n } earlier game
       *[other] …and { $n } earlier games
    }
web-event-attempts = Deals played
web-event-no-attempts = Nobody played a deal.
web-event-challenge-hidden = Results and games stay hidden until the challenge is over: everyone plays the same deals.
web-event-pair = { $first } vs { $second }
web-event-won = { $name } won
web-event-draw = Draw
web-event-abandoned = Not played (a loss for both)
web-event-watch = Watch
web-event-replay = Replay

## Table columns
web-col-rank = Rank
web-col-player = Player
web-col-players = Players
web-col-rated-games = Rated games
web-col-points = Points
web-col-games = Games
web-col-win-rate = Win rate
web-col-best = Best
web-col-event = Event
web-col-kind = Kind
web-col-game = Game
web-col-status = Status
web-col-score = Score
web-col-deals = Deals
web-col-streak = Streak
web-col-detail = Details
web-col-round = Round
web-col-deal = Deal
web-col-figure = Figure
web-col-time = Time
web-col-link = Link
