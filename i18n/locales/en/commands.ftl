# Slash commands: names (lowercase, no spaces, at most 32 characters: letters, digits, - and _)
# and descriptions (at most 100 characters), as Discord shows them in its command picker.

## /play

cmd-play = play
cmd-play-desc = Start a card game in this channel
# A game's /play subcommand: its one-line summary and how many may play ("solo or 2 players").
cmd-play-game = { $summary } ({ $players })
cmd-play-game-default = Play { $game }
cmd-seat-modes = { $first } or { $second }
cmd-seat-solo = solo
cmd-seat-players = { $count } players
cmd-opponent = opponent
cmd-opponent-desc = The member you challenge
cmd-opponent-desc-alone = The member you challenge (leave out: { $alone })
cmd-opponent-desc-alone-bot = The member you challenge (leave out: { $alone }; pick me to play against the bot)
cmd-opponent-desc-bot = The member you challenge (leave out: play against the bot)
cmd-level = level
cmd-level-desc = How strong the bot plays when you play against it (default: normal)
cmd-level-easy = easy
cmd-level-normal = normal
cmd-level-hard = hard
cmd-deal = deal
cmd-deal-desc = A deal code from a finished game: play that deal again (unrated, off the leaderboards)

## Options several commands share

cmd-game = game
cmd-member = member

## /rules, /help, /stats

cmd-rules = rules
cmd-rules-desc = How to play a game, with the house rules in use
cmd-rules-game-desc = Which game
cmd-help = help
cmd-help-desc = What this bot does
cmd-stats = stats
cmd-stats-desc = Games played, won and lost, best results, and leaderboards
cmd-stats-member-desc = Whose results (default: yours)
cmd-stats-game-desc = One game, with the server's top 10
cmd-share = share
cmd-stats-share-desc = Show your own results to the channel (default: only you see them)

## /daily

cmd-daily = daily
cmd-daily-desc = Today's deal, the same for everyone: one attempt a day
cmd-daily-game = Today's { $game } deal: the same for everyone, one attempt a day
cmd-daily-game-mode = Today's { $game } deal ({ $mode }): the same for everyone, one attempt a day
cmd-board = board
cmd-board-desc = Today's daily leaderboards: this server's and everyone's
cmd-board-game-desc = Which game's daily deal
cmd-board-member-desc = Whose streaks to show (default: yours)

## /history, /replay

cmd-history = history
cmd-history-desc = A player's 10 most recent finished games, with codes and links
cmd-history-member-desc = Whose games (default: yours)
cmd-history-game-desc = One game only
cmd-replay = replay
cmd-replay-desc = Replay a finished game move by move
cmd-replay-game-desc = The game's id (# in /history)
cmd-seat = seat
cmd-replay-seat-desc = Replay it from your own seat, with your hand (only you see it)
cmd-gif = gif
cmd-replay-gif-desc = The whole game as one animated picture instead of buttons

## /event (bot.features.event_commands)
cmd-event = event
cmd-event-desc = Tournaments for this server: arenas, Swiss events and same-deal challenges
cmd-event-arena = arena
cmd-event-arena-desc = Start an arena: members join and are paired as soon as two are waiting
cmd-event-swiss = swiss
cmd-event-swiss-desc = Start a Swiss tournament: a fixed number of rounds, close scores meet
cmd-event-list = list
cmd-event-list-desc = This server's running and upcoming events
cmd-event-standings = standings
cmd-event-standings-desc = An event's standings
cmd-event-game-desc = Which game is played
cmd-event-minutes = minutes
cmd-event-minutes-desc = How long the arena runs, in minutes (30 to 10080)
cmd-event-name = name
cmd-event-name-desc = The event's name (default: its kind and game)
cmd-event-starts-in = starts-in
cmd-event-starts-in-desc = Minutes until it starts (default: an arena now, a Swiss in 10)
cmd-event-rounds = rounds
cmd-event-rounds-desc = How many rounds (1 to 15)
cmd-event-id = event
cmd-event-id-desc = The event's number, as /event list shows it
cmd-event-challenge = challenge
cmd-event-challenge-desc = Start a same-deal challenge: everyone plays the same deals alone, one attempt each
cmd-event-deals = deals
cmd-event-deals-desc = How many deals everyone plays (1 to 10)
cmd-event-hours = hours
cmd-event-hours-desc = How long the challenge runs, in hours (1 to 168)

# /play's clock (a correspondence game, issue 37): days a move instead of the server's hours.
cmd-clock = clock
cmd-clock-desc = Correspondence: days a move against a member (default: the server's turn time)
cmd-clock-days = { $n ->
        [one] { $n } day a move
       *[other] { $n } days a move
    }
# /games: every game waiting for you, wherever it is.
cmd-games = games
cmd-games-desc = Your running games everywhere: whose turn, links and deadlines
