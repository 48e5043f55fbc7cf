### The engine's shared words (engine/core.py) and the search's sentences (engine/search.py).

## Seats

# A seat with no display name; $n counts from 1.
core-player = Player { $n }
# A seat's name after a preposition of belonging (a catalogue's NAME($name, form: "of")).
core-name-of = of { $name }
# The viewer's own seat at the start of a sentence.
core-you = You
# A possessive before a noun: $own is "yes" for the viewer's own seat.
core-whose = { $own ->
    [yes] your
   *[other] { $name }'s
  }
# The last two items of a list ("a, b and c"): $head is the items before the last, already
# joined by commas; $isound is "yes" when $last starts with an "i" sound (Spanish "e").
core-and-list = { $head } and { $last }

## What a game's table says by default

# A game's act hint ($n: how many players it is said to, for a language whose imperative has a plural).
core-act-hint = make your move
core-wait-hint = Nothing to do for you now; waiting for the other players.
# How many seats a game is started with, for a count the game does not name itself.
core-seat-mode = { $n ->
    [1] solo
   *[other] { $n } players
  }

## House rules

# A house rule turned off; $name is the option's label.
core-option-off = { $name } off
# A house rule set to a value.
core-option-value = { $name }: { $value }
core-option-bad-value = { $name } cannot be { $value }.
# $game is the game's published name; $names the unknown option names.
core-option-unknown = { $game } has no such option: { $names }.

## Moves refused by every game

core-illegal-not-text = An action must be text.
core-illegal-over = This game is over.
core-illegal-not-seated = You are not seated in this game.
core-illegal-not-your-turn = It is not your turn.

## Hints: why the searched move (engine/search.py)

search-only-move = It is the only move you have.
# $tried: trial games played in all; $played: those the hinted move got; it won none.
search-reason-closest = In { $tried } trial games played on from here, with the cards you cannot see dealt at random, it came closest to winning in the { $played } trial games it got.
# $won of $played trial games won by the hinted move.
search-reason-won = In { $tried } trial games played on from here, with the cards you cannot see dealt at random, it won { $won } of the { $played } trial games it got.
# ...and the next best move won $next_won of its $next_played.
search-reason-won-next = In { $tried } trial games played on from here, with the cards you cannot see dealt at random, it won { $won } of the { $played } trial games it got; the next best move won { $next_won } of { $next_played }.
