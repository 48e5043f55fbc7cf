## The bot's tables, panels, challenges and notices (bot/table.py, panels.py, seating.py,
## hints.py, verdicts.py, resign.py, timers.py, notices.py, components.py, service.py).
## Arguments named who, host, players, winners, invitees, waiting are Discord mentions
## (<@id>); link is a message link; due is a Unix time shown by Discord (<t:...:R>).

## Buttons and menus

bot-button-choose = Choose
bot-button-back = Back
bot-button-cancel = Cancel
bot-button-hint = Hint
bot-button-resign = Resign
bot-button-refresh = Refresh
bot-button-your-hand = Your hand
bot-button-accept = Accept
bot-button-decline = Decline
bot-button-withdraw = Withdraw
bot-button-rematch = Rematch
bot-button-rematch-asked = Rematch asked
bot-button-play-again = Play again
bot-button-new-game-started = New game started
bot-button-winnable = Was it winnable?
bot-button-confirm-resign = Yes, resign
bot-button-bring-back = Bring the table here
# Buttons opening a page of the web companion in the browser (bot/discord/web_links.py).
web-link-game = Game page
web-link-player = Player page
web-link-server = Server page
web-link-event = Event page

## Names

# A seat the bot plays, in a game's own sentences where a sentence starts ("The bot wins.").
bot-name-bot = The bot
# The same inside a sentence (a catalogue's NAME($name)): English keeps its proper noun.
bot-name-bot-mid = The bot
# After a preposition of belonging (NAME($name, form: "of")): "du bot", "del bot".
bot-name-bot-of = of the bot
# A seat whose player's name was never seen.
bot-name-player = Player { $n }
# The bot in a list of players ("<@1> vs the bot").
bot-the-bot = the bot
# $level: the bot's level (easy, normal, hard).
bot-the-bot-level = the bot ({ $level })
# The bot among the other players of a panel ("against <@1>, the bot").
bot-against-the-bot = the bot
# Two sides of a game; longer lists repeat it ("A vs B vs C").
bot-players-vs = { $left } vs { $right }

## The public table

bot-table-head = **{ $title }** · { $players }
bot-table-house-rules = house rules: { $rules }
bot-table-event = event: { $name }
# $act: what a player does with their hand, an imperative in most locales ("make your move");
# $n: how many players are waited for (the verbs' number where a language's imperative has one).
bot-table-waiting = Waiting for { $who }: press **Your hand** to { $act }.
# $reason: the game's sentence saying who won and how.
bot-game-over = **Game over.** { $reason }
bot-reaction-you = ⏳ Answer <t:{ $due }:R>.
# $what: the choice made if the reader does not answer.
bot-reaction-you-default = ⏳ Answer <t:{ $due }:R>, or this is chosen for you: { $what }.
bot-reaction-other = ⏳ { $who } has until <t:{ $due }:R> to answer.
# $what: a sentence saying what happens for them.
bot-reaction-other-default = ⏳ { $who } has until <t:{ $due }:R> to answer; otherwise: { $what }
# $n: how many steps of a long change the table's message leaves out (the newest are shown).
bot-table-steps-left-out = { $n ->
    [one] ({ $n } more step, see the full log with /replay)
   *[other] ({ $n } more steps, see the full log with /replay)
  }
bot-table-caught-up = This table had fallen behind; it now shows where the game stands. Nothing was changed.
bot-table-restored = The bot restarted; this table shows where the game stands.
bot-table-moved = This table moved: { $link }
bot-message-missing = (its message is missing)
bot-stale-button = That button belongs to an earlier position; nothing was changed. This is the table now ({ $link }):
bot-use-your-hand = Use **Your hand** to play; nothing was changed.
bot-not-your-turn = It is not your turn; nothing was changed.
bot-choice-unavailable = That choice is not available now; nothing was changed.
bot-daily-private-table = A daily deal is played on its own private table (`/daily`); nothing was changed.

## Private panels

# $others: the other players.
bot-panel-head = **Your hand** · { $title } · against { $others }
# A game played alone (a solitaire against the automaton): nobody to name.
bot-panel-head-alone = **Your hand** · { $title }
bot-panel-you-won = **You won.**
bot-panel-draw = **A draw.**
bot-panel-you-lost = **You lost.**
# $wait: what the others are doing meanwhile (a sentence).
bot-panel-waiting = { $wait } This panel updates itself when it is your turn.
bot-panel-played-on-table = This game is played on the table itself.
bot-panel-not-from-panel = This game is played on its table, not from a panel; nothing was changed.
bot-panel-nothing-to-do = Nothing to do now; nothing was changed.
bot-panel-earlier-question = That button belongs to an earlier question; nothing was changed. This is the question now.
bot-panel-choice-gone = That choice is not available any more; nothing was changed.

## Refusals of the table service

bot-busy-default = { $who } already plays a game of this kind in this channel.
bot-seats-count = { $title } cannot be played with { $n } seats.
bot-only-players = Only { $players } can play this game. Start your own with `/play { $key }`.
bot-game-is-over = This game is over; start a new one with `/play { $key }`.
bot-table-moved-on = The table moved on before your click arrived; nothing was changed.

## Starting games and challenges

bot-server-channels-only = Games are played in server channels.
bot-place-no-challenge = Here { $title } is played alone or against the bot: challenges between members are made in a server the bot is in or in a group DM. Leave out `opponent`, or pick the bot.
bot-place-needs-server = This command works in a server the bot is in: add the bot to the server, or use it there.
# $own: "yes" when the reader is the one with the running game.
bot-busy = { $own ->
    [yes] You already have
   *[other] { $who } already has
  } a { $title } game running in this channel: { $link }. Finish or resign it first.
bot-level-needs-bot = A level is for games against the bot: leave out `opponent`, or pick me.
bot-no-self-challenge = You cannot challenge yourself. Leave out `opponent` to play without one.
bot-no-bot-accounts = Bot accounts cannot play. Leave out `opponent` to play without one.
bot-no-bot-accounts-or-me = Bot accounts cannot play. Leave out `opponent` to play without one or pick me as the opponent.
bot-solo-no-level = Alone, { $title } has no bot to set a level for; pick me as the opponent.
bot-needs-opponent = { $title } needs an opponent: add `opponent:` to the command.
bot-deal-other-game = That code deals { $title }: use `/play { $key } deal:{ $code }`.
bot-deal-own-options = A deal code brings its own options; leave the others out.
bot-deal-one-player = That deal is for one player; leave out `opponent`.
bot-deal-players = That deal is for { $n } players: add `opponent:` to the command.
bot-deal-challenge = Challenge another member to play that deal, or leave out `opponent` to play it against me.
bot-players-count = { $title } cannot be played by { $n } people.
# In a challenge's list of house rules.
bot-challenge-replayed-deal = a replayed deal
# $waiting: the invitees who have not answered yet.
bot-challenge = { $host } challenges { $invitees } to **{ $title }**. { $waiting }, accept or decline; the challenge expires <t:{ $due }:R>.
bot-challenge-rules = { $host } challenges { $invitees } to **{ $title }** ({ $rules }). { $waiting }, accept or decline; the challenge expires <t:{ $due }:R>.
bot-challenge-closed = { $host }'s challenge to { $invitees } ({ $title }) { $status ->
    [accepted] was already accepted
    [expired] has expired
    [declined] was declined
   *[withdrawn] was withdrawn
  }.
bot-challenge-superseded = { $host }'s challenge to { $invitees } ({ $title }) was withdrawn. Another challenge between them was accepted.
bot-challenge-is-closed = This challenge { $status ->
    [accepted] was already accepted
    [expired] has expired
    [declined] was declined
   *[withdrawn] was withdrawn
  }.
bot-challenge-answered-meanwhile = That challenge was answered meanwhile; please try again.
bot-already-challenged = You already challenged { $who } to { $title }: { $link }. Wait for an answer, or withdraw it there.
bot-challenge-unknown = That challenge is not recognised; nothing was changed.
bot-challenge-host-only = Only { $host } can withdraw this challenge.
bot-challenge-invitees-only = Only { $who } can answer this challenge.
bot-challenge-accepted = Challenge accepted: the game begins.
bot-challenge-accepted-elsewhere = { $host } had already challenged you, so you accepted: { $link }
bot-challenge-closed-meanwhile = This challenge was closed meanwhile.
bot-rematch-players-only = Only the players of this game can ask for a rematch.

## Resigning

bot-resign-ask = Resign this game? It counts as a loss.
bot-resigned = You resigned.

## Hints

bot-hinted = 💡 Played with { $n ->
    [one] { $n } hint
   *[other] { $n } hints
  }.
bot-hint-stale = That Hint button belongs to an earlier position; nothing was changed. Press Hint on the table as it is now.
bot-hint-none = This game has no hints; nothing was changed.
bot-hint-off = Hints are turned off on this server; nothing was changed.
bot-hint-nothing-to-decide = There is nothing for you to decide just now, so there is no hint to give.
# $how: the buttons to press, in bold, joined by arrows.
bot-hint-press = 💡 Hint: press { $how }.
bot-hint-counted-first = This game now counts 1 hint: its result says so, and a daily deal played with hints stays off the leaderboards.
bot-hint-counted = Hints used in this game: { $n }.

## Was it winnable?

bot-verdict-no = No: this deal could not have been won, whatever you had done.
bot-verdict-undecided = Not decided: the search looked at { $nodes } positions in the time it had and could neither find a win nor rule one out.
bot-verdict-yes-first-move = Yes: this deal could have been won, but after your very first move it could not be won any more.
bot-verdict-yes-after = Yes: this deal could have been won. Your game could still be won after your first { $k ->
    [one] { $k } move
   *[other] { $k } moves
  }.
# $move: a sentence naming the move.
bot-verdict-you-played = At move { $n } you played: { $move }
# $before: the moves so far; $next: the next move (sentences).
bot-verdict-then = { $before } Then: { $next }
bot-verdict-line = A winning line from there: { $moves }
bot-verdict-line-more = A winning line from there: { $moves } …and so on to a win.
bot-verdict-player-only = Only the player of this game can ask whether its deal was winnable.
bot-verdict-not-offered = Only a lost game played alone can be looked into this way; nothing was changed.
bot-verdict-pending = That is being worked out already; the answer will be posted here.
bot-verdict-working = Working out whether this deal could have been won (up to { $seconds } seconds); the answer will be posted here.
bot-verdict-post-head = **Was it winnable?** ({ $title }, { $who }'s game)

## Timers and notices

bot-no-answer-in-time = No answer in time from { $who }.
bot-reminder = { $who }: your { $title } game is waiting for you ({ $link }). Without a move within { $hours } hours it is forfeited.
bot-lead-forfeited = No move for { $hours } hours.
bot-lead-abandoned = Nobody moved for { $hours } hours.
bot-notice-won = **{ $title }** is over: { $winners } won. { $link }
# $reason: the game's sentence saying how it ended.
bot-notice-over = **{ $title }** is over: { $reason } { $link }
bot-notice-your-move = { $who }: your move in **{ $title }**. { $link }

# A correspondence clock (/play ... clock:): refusals, the challenge's words.
bot-clock-needs-member = A clock is for a game against a member: challenge someone with `opponent` (against me, or alone, nobody is timed). Nothing was started.
bot-clock-choices = A clock is { $choices } days a move. Nothing was started.
bot-challenge-clock = { $n ->
        [one] { $n } day a move
       *[other] { $n } days a move
    }
# When the people to act now run out of time; $due: a Unix time.
bot-deadline-you = ⏰ Your move by <t:{ $due }:f> (<t:{ $due }:R>), or the game is lost on time.
bot-deadline-other = ⏰ { $who } { $n ->
        [one] has
       *[other] have
    } until <t:{ $due }:f> (<t:{ $due }:R>) to move.
bot-lead-forfeited-days = No move for { $days ->
        [one] { $days } day
       *[other] { $days } days
    }.
bot-lead-abandoned-days = Nobody moved for { $days ->
        [one] { $days } day
       *[other] { $days } days
    }.
# "Your turn" DMs (bot.discord.turn_dms). $n: the games listed; $deadline: a Discord timestamp
# (<t:…:R>, shown as "in 11 hours"); $link: the table's message; $against: the other players.
turndm-head = { $n ->
    [one] { $n } game is waiting for you:
   *[other] { $n } games are waiting for you:
}
turndm-game = • **{ $title }** against { $against }, time runs out { $deadline }: { $link }
turndm-game-open = • **{ $title }** against { $against }: { $link }
turndm-off = Turn these messages off with `/settings me turn_dms:False`.
# Said once, privately, on the next interaction of a member whose DMs Discord refused.
turndm-refused-closed = Your turn DMs cannot reach you: your DMs are closed to this bot, so it stopped sending them. Your games wait for you where you play them. To get the DMs again, allow direct messages from this server (Privacy Settings), then run `/settings me turn_dms:True`.
turndm-refused-no-mutual = Your turn DMs cannot reach you: Discord lets the bot send DMs only to members of a server it is in, so it stopped sending them. Your games wait for you where you play them. Run `/settings me turn_dms:True` once you share a server with the bot again.
