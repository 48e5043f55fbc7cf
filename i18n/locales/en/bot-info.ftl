# The bot's informational replies: /help, /rules, /stats, ratings, daily deals and deal codes,
# /history and /replay, and the answers of a bot that cannot act just now.

## Answers when the bot cannot act

info-restarting = The bot is restarting; please try again in a minute.
info-stopping = The bot is restarting; nothing was changed. Please try again in a minute.
info-sorry = Something went wrong on our side; nothing was changed. Please try again.
info-unreachable = The games' database cannot be reached just now; nothing was changed. Please try again in a moment.

## /help and /rules

# $games: the games' keys and names ("`capture` (Capture), ..."); $events: info-help-events.
info-help =
    {"**"}Card table** hosts tabletop card games right here in the channel.
    • `/play <game>` starts a game; you play with the buttons under the picture of the table. Anyone can watch; only the players can act.
    • `/play <game> opponent:@member` challenges a member to a game for two; pick me as the opponent to play against me. Each player keeps a private hand, opened with **Your hand**.
    • Add `clock:` (1, 3 or 7 days a move) to a challenge for a correspondence game. `/games` lists your running games everywhere (servers, DMs): whose turn, links and deadlines.
    • `/rules <game>` explains a game and the house rules this bot follows.
    • `/stats [member] [game] [share]` shows results (your own privately, unless you share them); with a game, also the server's top 10.
    • Two-player games are rated as in chess (1500 to start; resigning or running out of time loses), provisional until 5 rated games; `/stats` with a game shows the rating boards. Against me too: my levels (`level:` easy, normal, hard) have fixed ratings. Rated games also count on the server's monthly season: 2 points a win, 1 a draw; `/stats` with a game shows this month's top 10 and last month's podium.
    • Alone, **Hint** suggests a move (a daily deal played with hints stays off the board); after a loss, **Was it winnable?** says whether the deal could have been won.
    • `/daily <game>` deals today's deal of a game you play alone, the same for everyone everywhere: one attempt a day, on a table only you see; the channel gets one line with your result. `/daily board <game>` shows today's leaderboards (this server's and everyone's) and your streaks. Each daily deal is checked by the solver, and marked winnable when it was proved. `/play <game> winnable:true` deals a deal proved winnable any time (its results count apart).
    { $events }
    • A finished game shows its deal's code; `/play <game> deal:<code>` deals it again for anyone (unrated, off the leaderboards). A daily deal's code is shown once its day is over.
    • `/history [member] [game]` lists a player's 10 latest finished games, with ids for `/replay`.
    • `/replay <game id>` shows a finished game move by move as everyone saw it (first, back, forward, last); `seat:true` replays it from your own seat, with your hand, for you only.
    • `/settings me` sets your own language and picture theme; members who manage the server set its language, table theme, allowed games, time limits, hints and a thread per game with `/settings server`.
    Games: { $games }.
    Games are saved after every move, so they survive restarts of the bot.
# /help's line on events ($events in info-help: a message of its own, as a text in a catalogue
# runs to 2,500 characters at most).
info-help-events = • `/event arena`, `/event swiss` and `/event challenge` run this server's events (started by members who manage the server, or who have the role chosen in `/settings server`): an arena or a Swiss tournament of a game for two, or a same-deal challenge of a game played alone (the same deals for everyone, one attempt each, no hints). Take part with **Join** (in a challenge, **Play**) on the event's message; `/event list` lists the events, `/event standings <number>` shows one's standings.
info-rules-title = { $game }: rules

## Results: /stats, /history, daily deals

info-result-win = won
info-result-loss = lost
info-result-draw = drawn
info-result-abandoned = abandoned
info-result-unfinished = unfinished
info-stats-title = Results of { $name }
info-stats-none = No finished games yet.
info-stats-none-game = No finished games yet of { $game }.
info-stats-boards-elsewhere = Boards belong to a server: here you see your own results; `/stats` with a game in a server the bot is in shows that server's boards.
info-stats-only-yours = Outside a server the bot is in, you see only your own results.
# $drawn_shown: "yes" to count draws (a game for two, or some were drawn); $rate: a percentage.
info-stats-line = played { $played }, won { $won }, lost { $lost }{ $drawn_shown ->
        [yes] , drawn { $drawn }
       *[no] {""}
    }{ $abandoned ->
        [0] {""}
       *[other] , abandoned { $abandoned }
    }; win rate { $rate }%
# A leaderboard figure: "least damage 3".
info-stats-figure = { $label } { $value }
info-stats-best = Best: { $best }
info-stats-board-title = { $game }: top 10 in this server
info-stats-board-line = { $rank }. { $who }: { $won } won of { $played } ({ $rate }%)

## Ratings

info-rating-provisional = provisional ({ $games } of { $total } games)
# $points: signed ("+14", "−14", "±0").
info-rating-change = { $name } { $points }, now { $rating }
info-rating-change-provisional = { $name } provisional ({ $games } of { $total } games)
info-rating-note = Rating: { $changes }
info-rating-unrated = not rated yet
info-rating-line = { $rating } ({ $games } rated games)
info-rating-unrated-bot = Games against the bot started before its levels are not rated.
info-rating-of = { $game } rating of { $name }
info-rating-rank-server = #{ $rank } in this server
info-rating-rank-all = #{ $rank } of all players
info-rating-top-server = { $game } rating: top 10 of this server
info-rating-top-all = { $game } rating: top 10 of all players
info-rating-board-line = { $rank }. { $who }: { $rating } ({ $games } rated games)
info-rating-waiting = { $waiting ->
        [one] { $waiting } more with a provisional rating (fewer than { $limit } rated games)
       *[other] { $waiting } more with provisional ratings (fewer than { $limit } rated games)
    }
info-rating-none = No rated games yet.

## Deal codes

info-code-not-a-code = That is not a deal code: a code has 20 letters and digits, like ABCD-EFGH-IJKL-MNOP-QRST.
info-code-mistyped = That deal code does not check out (mistyped?); nothing was dealt.
info-code-other-format = That deal code comes from another version of this bot; nothing was dealt.
info-code-unknown-game = That deal code is for a game this bot does not have; nothing was dealt.
info-code-bad = That deal code does not check out; nothing was dealt.
info-code-other-shuffle = That deal was dealt by another version of this bot, which this one cannot deal again.
info-code-line = Deal code `{ $code }`: `/play { $game } deal:{ $code }` deals it again.
info-code-replayed = (replayed deal)

## Daily deals

# The spoiler-free line of a finished attempt: "Capture daily #42: won, score 6, streak 7".
info-daily-line = { $game } daily #{ $number }: { $parts }
info-daily-score = score { $score }
info-daily-streak = streak { $days }
info-daily-announce = { $who } · { $line }
info-daily-announce-hints = { $who } · { $line } · played with hints, so off the leaderboard
info-daily-stale = That button belongs to an earlier position of your daily deal; nothing was changed. This is where it stands:
info-daily-reopened = Your daily deal, as you left it (one attempt a day: it is the same deal).
info-daily-panel-head = **{ $game } daily #{ $number }** · only you see this table · next deal <t:{ $next }:R>
info-daily-panel-over = Your result is posted to the channel, without a word about the cards.
info-daily-not-yours = This is { $owner }'s daily deal; nothing was changed. Play your own with `/daily { $game }`.
info-daily-over = This daily deal is over; nothing was changed. `/daily board { $game }` shows how everyone did.
info-daily-choice-gone = That choice is not available now; nothing was changed.
info-daily-in-channels = Daily deals are played in server channels.
info-daily-how = { $result }, score { $score }
info-daily-played = You have played today's { $game } daily #{ $number } ({ $how }): one attempt a day. Streaks: { $played } days played, { $won } won in a row. The next deal comes <t:{ $next }:R>; `/daily board { $key }` shows how everyone did.
info-daily-board-title = { $game } daily #{ $number }
info-daily-board-desc = Today's deal, the same for everyone; the next comes <t:{ $next }:R>.
info-daily-top-server = Top 10, this server
info-daily-top-everyone = Top 10, everyone
info-daily-a-player = a player
info-daily-board-line = { $rank }. { $who }: { $result }
info-daily-board-line-figure = { $rank }. { $who }: { $result }, { $figure }
info-daily-board-empty = Nobody has finished today's deal yet.
info-daily-streaks-of = Streaks of { $name }
info-daily-board-elsewhere = A server's board is shown in that server: here, everyone's board and your streaks.
info-daily-streaks = { $played } days played in a row, { $won } won in a row
info-daily-yesterday = Yesterday's deal, #{ $number }
info-daily-yesterday-play = Play it again (unrated): `/play { $game } deal:{ $code }`

## /replay

info-replay-no-game = There is no finished game #{ $id } on this server to replay; nothing was changed.
info-replay-no-game-here = There is no finished game #{ $id } here to replay; nothing was changed. A game of yours can be replayed from your seat anywhere: `seat:true`.
info-replay-not-yet = That game is a daily deal whose day has not ended yet: it can be replayed from tomorrow (UTC).
info-replay-not-seated = Only the players of game #{ $id } can replay it from their seat; `/replay { $id }` shows it as everyone saw it.
info-replay-cannot = Game #{ $id } was played by another version of this bot and cannot be replayed by this one.
info-replay-bad-step = That step is not in this replay; nothing was changed.
info-replay-not-this = That control does not belong to this message; nothing was changed.
info-replay-first = First
info-replay-back = Back
info-replay-next = Forward
info-replay-last = Last
info-replay-the-deal = The deal.
info-replay-stopped = The game was stopped.
info-replay-the-bot = the bot
info-replay-versus = { $first } vs { $second }
info-replay-title = **Replay of { $game }**
info-replay-game-id = game #{ $id }
info-replay-daily = (daily deal)
info-replay-house-rules = house rules: { $rules }
info-replay-from-seat-as = from your seat ({ $name })
info-replay-from-seat = from your seat
info-replay-step-deal = *Step: the deal*
info-replay-step-move = *Move { $step } of { $last }*
info-replay-game-over = **Game over.** { $reason }
info-replay-deal-code = Deal code `{ $code }`
info-replay-every-move = every move
info-replay-some-steps = { $shown } of its { $total } steps
info-replay-gif-alt = { $game }, game { $id }, animated ({ $every })
info-replay-gif-text = The whole game, { $every }. `/replay { $id }` pages it move by move.

## /history

info-history-title = Recent games of { $name }
info-history-title-game = Recent games of { $name }: { $game }
info-history-vs = vs { $others }
info-history-and = { $first } and { $second }
info-history-bot = the bot
info-history-bot-level = the bot ({ $level })
info-history-solo = solo
info-history-daily = (daily)
info-history-hints = (with { $hints ->
        [one] { $hints } hint
       *[other] { $hints } hints
    })
info-history-code = code `{ $code }`
info-history-code-later = code after its day
info-history-private = played privately
info-history-table = [table]({ $link })
info-history-gone = table gone
info-history-footer = `/replay <game id>` shows a game move by move.

## Seasons (a server's monthly board per game; $season: its month, "November 2026"; $vowel:
## "yes" when that name starts with a vowel, for languages that elide before one)

info-season-board-title = { $game }, { $season } season: top 10 of this server
info-season-podium-title = { $game }: podium of the { $season } season
info-season-line = { $rank }. { $who }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
info-season-none = No rated game in this server this season yet.

info-history-event = (event: { $name })

# /games: the caller's running games, everywhere.
info-games-title = Your games
info-games-none = No game is waiting for you, and you play no running game. `/play <game>` starts one.
info-games-your-turn = Your turn
info-games-others = Waiting for the others
info-games-vs = vs { $others }
info-games-solo = solo
info-games-table = [table]({ $link })
info-games-no-table = table not posted yet
info-games-until = until <t:{ $due }:f> (<t:{ $due }:R>)
info-games-until-short = until <t:{ $due }:R>
info-games-more = …and { $n } more.
