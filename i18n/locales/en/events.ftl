# Events: arenas and Swiss tournaments (bot.features.events, event_board, event_commands)

events-kind-arena = Arena
events-kind-swiss = Swiss tournament
events-kind-challenge = Same-deal challenge
events-default-name = { $kind } of { $game }

## Where an event stands ({ $when } is a Discord time, shown in each reader's own)
events-status-starts = Starts { $when }
events-status-running = Running
events-status-ends = Ends { $when }
events-status-finishing = Time is up: the last games are being finished
events-status-round = Round { $round } of { $rounds }
events-status-over = Final standings

## The event's message
events-message-head = **{ $name }**: { $kind } of { $game }
events-message-players =
    { $n ->
        [0] Nobody has joined yet.
        [one] { $n } player
       *[other] { $n } players
    }
events-how-arena = Press **Join** to play: you are paired as soon as someone else is waiting. A win scores 2, a draw 1; after two wins in a row your wins count double. **Leave** takes you out of the queue until you join again.
events-how-swiss = Press **Join** before the first round. { $rounds } rounds: each pairs players with close scores who have not met yet; with an odd number, one player sits out with a point. **Leave** skips the next rounds until you join again.
events-how-challenge =
    { $deals ->
        [1] One deal, the same for everyone
       *[other] { $deals } deals, the same for everyone
    }{ $winnable ->
        [yes] , each proved winnable.
       *[no] , dealt at random (not proved winnable).
    } Press **Play** to play them one after the other on your own private table: one attempt a deal. Ranked by deals won, then the game's own figure, then the time taken; the results appear when the challenge ends.
events-more-players =
    { $n ->
        [one] …and { $n } more player (press Standings)
       *[other] …and { $n } more players (press Standings)
    }
events-standings-title = { $name } ({ $game })
events-tiebreaks = Buchholz { $buchholz }, Sonneborn-Berger { $sb }
events-someone = a player
events-button-join = Join
events-button-leave = Leave
events-button-standings = Standings

## Pairing, the tables and the end
events-paired = { $first } and { $second }: your game in { $name } is ready.
events-table-note = Round { $round }
events-tables-thread = { $name }: tables { $number }
events-podium =
    { $n ->
        [0] **{ $name }** is over: { $podium }
       *[other] **{ $name }** is over. Podium: { $podium }
    }
events-nobody-played = nobody played a game.

## Answers only the member sees
events-joined-arena = You joined **{ $name }**. You will be pinged when you are paired; press Leave to stop.
events-joined-swiss = You joined **{ $name }**. You will be pinged when your round's game is ready.
events-joined-challenge = You joined **{ $name }**.
events-back = Welcome back to **{ $name }**: you will be paired again.
events-already-in = You are already in **{ $name }**.
events-left = You left **{ $name }**: you will not be paired again until you press Join. A game you are playing still counts.
events-not-in = You are not taking part in this event.
events-closed = This event takes no more players.
events-unknown = There is no such event on this server.
events-server-only = Events are run in a server's channels.
events-not-allowed = Only members who can manage the server, or who have the role chosen in /settings server, can start events.
events-minutes-range = An arena runs from { $low } to { $high } minutes.
events-rounds-range = A Swiss tournament has { $low } to { $high } rounds.
events-starts-in-range = An event starts within { $low } to { $high } minutes.
events-list-head =
    { $n ->
        [0] No event is running or coming up on this server.
       *[other] Events on this server:
    }
events-list-line = #{ $id } **{ $name }**: { $kind } of { $game }, { $status } { $link }

## Same-deal challenges (bot.features.challenge)
events-button-play = Play
events-challenge-give-up = Give up this deal
events-challenge-hidden = hidden
events-challenge-wins =
    { $n ->
        [one] { $n } win
       *[other] { $n } wins
    }
events-challenge-time = time { $time }
events-challenge-panel-head = **{ $name }**: { $game }, deal { $deal } of { $deals } · only you see this table · ends { $when }
events-challenge-panel-over =
    { $left ->
        [0] That was your last deal. The results appear when the challenge ends { $when }.
        [1] Deal done. Press **Play** on the challenge's message for your last deal.
       *[other] Deal done. Press **Play** on the challenge's message for your next deal ({ $left } to go).
    }
events-challenge-not-yours = This is { $owner }'s deal; nothing was changed. Press Play on the challenge's message to play your own.
events-challenge-deal-over = This deal is over; nothing was changed.
events-challenge-stale = That button belongs to an earlier position of your deal; nothing was changed. This is where it stands:
events-challenge-reopened = Your deal, as you left it (one attempt a deal: it is the same deal).
events-challenge-hints-off = Hints are off: everyone plays these deals without help.
events-challenge-no-hints = Hints are off in a same-deal challenge: everyone plays its deals without help. Nothing was changed.
events-challenge-over = **{ $name }** is over: no more deals can be played. Its standings show how everyone did.
events-challenge-not-yet = **{ $name }** starts { $when }.
events-challenge-all-played = You have played every deal of **{ $name }**. The results appear when it ends { $when }.
events-challenge-deal-played = You have played deal { $deal } of **{ $name }** already: one attempt a deal.
events-deals-range = A challenge has { $low } to { $high } deals.
events-hours-range = A challenge runs from { $low } to { $high } hours.
