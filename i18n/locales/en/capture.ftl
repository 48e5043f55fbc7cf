# Capture (engine/capture): buttons, prompts, log lines, status, refusals, outcomes, hints.
# Arguments named own/own0/own1/other_own are "yes" when the line speaks to that seat's
# own player ("You capture ...") and "no" otherwise ("Alice captures ...").

## The game's table entries (GameInfo)

capture-summary = Two players: place cards face down on five columns and capture the most cards.
# An option: its description (at most 100 characters), its name on tables (-label), its
# name in /play (-name: lowercase, no spaces, at most 32 characters, unlike the command's
# other options' names) and each choice as /play lists it (-choice-, at most 100).
# Here in English, -name and -choice- are the identifiers a game is stored with: keep them.
capture-option-ace-flexible = Aces may count high or low in high/low (instead of only sets winning a column with an Ace)
capture-option-ace-flexible-label = Aces high or low
capture-option-ace-flexible-name = ace_flexible_high_low
capture-metric-best-margin = best capture margin
capture-metric-margin = capture margin
capture-seats-two = two players, or you against the bot
capture-two-players-only = Capture is a game for 2 players.
capture-act-hint = place your cards face down, then lock in
capture-wait-hint = You are locked in. Waiting for your opponent to lock in too.

## Buttons

capture-verb-place = Place a card
capture-verb-take = Take a card back
capture-verb-lock = Lock in
capture-label-column = Column { $n }
# A column with both sides' face-up cards; $carried: rounds it was already drawn.
capture-label-column-sides = Column { $n } ({ $name0 } { $cards0 }, { $name1 } { $cards1 }{ $carried ->
        [0] {""}
        [1] , carried over once
       *[other] , carried over { $carried } times
    })
capture-label-column-against = Column { $n } ({ $cards0 } against { $cards1 }{ $carried ->
        [0] {""}
        [1] , carried over once
       *[other] , carried over { $carried } times
    })

## Prompts

# $last: "yes" when the short round is the last one (it always is now).
capture-prompt-short = { $last ->
        [yes] Short last round
       *[other] Short round
    }: place your { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } face down on any columns, one per column at most, then lock in.
capture-prompt-place-all = Place one card face down on every column, then lock in.
capture-prompt-which-card = Which card do you place?
capture-prompt-which-column-for = Put { $card } on which column?
capture-prompt-which-column = On which column?
capture-prompt-take = Take back your card from which column?
capture-prompt-choose = Choose.

## Log lines of moves

capture-unknown-move = An unknown move.
capture-you-placed = You placed { $card } face down on column { $col }.
capture-placed-secret = { $own ->
        [yes] You
       *[other] { $name }
    } placed a card face down.
capture-placed = { $own ->
        [yes] You
       *[other] { $name }
    } placed a card face down on column { $col }.
capture-you-took = You took { $card } back from column { $col }.
capture-took-secret = { $own ->
        [yes] You
       *[other] { $name }
    } took back a card.
capture-took = { $own ->
        [yes] You
       *[other] { $name }
    } took back their card from column { $col }.
capture-locked-reveal = { $own ->
        [yes] You
       *[other] { $name }
    } locked in. All placed cards are revealed.
capture-locked = { $own ->
        [yes] You
       *[other] { $name }
    } locked in.

## Judging a column

# $hi beats $lo: 0 nothing, 1 a pair, 2 two pairs, 3 three of a kind, 4 four of a kind.
capture-reason-sets = { $hi ->
        [1] pair beats
        [2] two pairs beat
        [3] three of a kind beats
       *[4] four of a kind beats
    } { $lo ->
        [0] nothing
        [1] a pair
        [2] two pairs
       *[3] three of a kind
    }
capture-reason-cancel-no-high-low = sets cancel, no high/low
capture-reason-cancel = sets cancel; { $reason }
capture-reason-high-low = high and low
capture-reason-high-low-ace = high and low (an Ace counted high or low)
capture-reason-ace = an Ace: only a set can win it
capture-reason-aces-block = Aces on both sides block high and low
capture-reason-no-high-low = no one holds both high and low
capture-fate-captured = captured
capture-fate-carried = carried over
capture-fate-lost = captured by nobody
capture-no-winner-ace = it holds an Ace, so only a set could win it
capture-no-winner-aces-block = each side has an Ace, which blocks high and low
capture-no-winner-no-high-low = nobody holds both the highest and the lowest card
# Why a column was won, as a clause: the winner's set ($hi) beats the other side's ($lo).
capture-why-sets = { $own ->
        [yes] your
       *[other] { $name }'s
    } { $hi ->
        [1] pair
        [2] two pairs
        [3] three of a kind
       *[4] four of a kind
    } beats { $lo ->
        [0] no set
       *[other] { $other_own ->
            [yes] your
           *[other] { $other }'s
        } { $lo ->
            [1] pair
            [2] two pairs
           *[3] three of a kind
        }
    }
capture-why-cancel = the equal sets cancel, and { $why }
capture-why-high-low = { $own ->
        [yes] you hold
       *[other] { $name } holds
    } both the highest and the lowest card
capture-why-high-low-ace = { $own ->
        [yes] you hold
       *[other] { $name } holds
    } both the highest and the lowest card, counting an Ace high or low

## Events

# The cards turned up on a column when both sides lock in.
capture-turned-both = { $own0 ->
        [yes] You turn
       *[other] { $name0 } turns
    } up { $card0 } and { $own1 ->
        [yes] You turn
       *[other] { $name1 } turns
    } up { $card1 }
capture-turned-one = { $own ->
        [yes] You turn
       *[other] { $name } turns
    } up { $card }
capture-turned-none = no card was placed on it
# One new column of a deal; $who0 / $who1 name the two sides ("You" for the reader).
capture-new-column = column { $col } ({ $who0 } { $card0 }, { $who1 } { $card1 })
capture-deal-no-new = no new columns
# $columns: the list of capture-new-column entries.
capture-deal-new-named = new { $columns }
capture-deal-new-count = { $n ->
        [one] { $n } new column
       *[other] { $n } new columns
    }
# $columns: one of the capture-deal-... entries above.
capture-deal-judged = Round { $round }: { $columns }; no cards to place, so the columns are judged as they stand.
capture-deal-short = Round { $round } ({ $last ->
        [yes] last round
       *[other] short round
    }): { $columns }; each player places { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } face down on any columns, one per column at most.
capture-deal = Round { $round }: { $columns }; each player places a card face down on every column.
# $turned: capture-turned-...; $why: capture-why-... or capture-no-winner-...
capture-column-captured = Column { $col }: { $turned }. { $own ->
        [yes] You capture
       *[other] { $name } captures
    } its { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }: { $why }.
capture-column-carried = Column { $col }: { $turned }. It carries over to the next round: { $why }.
capture-column-lost = Column { $col }: { $turned }. Its { $n ->
        [one] { $n } card goes
       *[other] { $n } cards go
    } to nobody, as this was the last round: { $why }.
capture-end = The deck is used up: { $n0 }-{ $n1 } captured{ $left ->
        [0] {""}
        [one] ; { $left } card left in drawn columns go to nobody
       *[other] ; { $left } cards left in drawn columns go to nobody
    }.
capture-stop-abandoned = The game was abandoned: nobody played.
capture-stop = { $own ->
        [yes] You
       *[other] { $name }
    } { $ending ->
        [resign] resigned
        [timeout] ran out of time and forfeits
       *[other] gave up
    }.
capture-event-other = Something happened.

## Status

capture-status-captured = Round { $round } · captured: { $who0 } { $n0 }, { $who1 } { $n1 }
capture-status-deck = { $n ->
        [one] { $n } card left in the deck
       *[other] { $n } cards left in the deck
    }
capture-status-deck-empty = the deck is empty
capture-status-locked = { $who }: locked in
capture-status-placed = { $who }: { $done } of { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } placed

## The end of the game

capture-outcome-abandoned = Abandoned: nobody played.
capture-outcome-stopped = { $name } { $ending ->
        [resign] resigned
        [timeout] ran out of time and forfeits
       *[other] gave up
    }: { $winner } wins.
capture-outcome-draw = The deck is used up: a draw, { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } each.
capture-outcome-win = The deck is used up: { $name } wins, { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } to { $other }.

## Refusals

capture-illegal-over = This game is over.
capture-illegal-not-seated = You are not seated in this game.
capture-illegal-locked = You have locked in this round; wait for the other player.
capture-illegal-not-a-move = That is not a move in this game.
capture-illegal-no-column = There is no column { $col } in play.
capture-illegal-all-placed = You have already placed all { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } of this round; take one back first.
capture-illegal-not-in-hand = That card is not in your hand.
capture-illegal-column-taken = You already placed a card on column { $col } this round; take it back first (one card per column).
capture-illegal-nothing-to-take = You have no card on that column to take back.
capture-illegal-lock-short = Place all { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } of this round (one per column at most) before you lock in.
capture-illegal-lock = Place a card on every column before you lock in.
capture-illegal-not-now = That move is not legal now.
