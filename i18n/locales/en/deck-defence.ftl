# Deck Defence: everything the player reads.  Card names come from cards.ftl ($card,
# $enemy, $top...); pile and slot numbers are 1 to 3.

## The game's entry in menus

deck-defence-summary = Solitaire: conscript heroes, explore the deck and defeat all 9 enemies.
deck-defence-act-hint = choose your move
deck-defence-wait-hint = Nothing to do for you now.
# $title: the game's name.
deck-defence-solo-only = { $title } is a game for 1 player.
# An option: its description (at most 100 characters), its name on tables (-label), its
# name in /play (-name: lowercase, no spaces, at most 32 characters, unlike the command's
# other options' names) and each choice as /play lists it (-choice-, at most 100).
# Here in English, -name and -choice- are the identifiers a game is stored with: keep them.
deck-defence-option-classic = Classic mode: face-up discards, Explore discloses cards
deck-defence-option-classic-label = Classic mode
deck-defence-option-classic-name = classic
deck-defence-metric-score = best score

## Names and fallbacks

deck-defence-a-card = a card
deck-defence-an-enemy = an enemy
deck-defence-nothing = nothing
deck-defence-verb-conscript = Conscript
deck-defence-verb-defeat = Defeat
deck-defence-verb-explore = Explore
deck-defence-verb-capture = Capture
deck-defence-verb-order = Choose the order
deck-defence-verb-refill = Refill Main
deck-defence-pile-empty = Pile { $pile }: empty
deck-defence-pile-top = Pile { $pile }: { $card } on top
deck-defence-slot-main = { $card } (Main { $slot })
deck-defence-slot-main-empty = Main { $slot }: empty
deck-defence-slot-capture = { $card } (Captured { $slot })
deck-defence-slot-capture-empty = Captured { $slot }: empty
# $cards: the pile tops paid, joined with " + "; $total: their ranks' sum.
deck-defence-pay = Pay { $cards } (rank { $total })

## Questions

deck-defence-prompt-order = Explore: put the cards you saw back on the deck in the order you choose.
deck-defence-prompt-order-first = Which seen card goes on top of the deck?
deck-defence-prompt-order-next = Which card goes next (below the ones chosen)?
deck-defence-prompt-refill-must = A disclosed card must refill Main slot { $slot }.
deck-defence-prompt-refill = Which disclosed card fills Main slot { $slot }?
deck-defence-prompt-action = Choose an action: Conscript, Defeat, Capture or Explore.
deck-defence-prompt-conscript = Conscript which Friendly card from the Main area?
deck-defence-prompt-conscript-pile = Put { $card } on which pile?
deck-defence-prompt-conscript-pile-it = Put it on which pile?
deck-defence-prompt-defeat = Defeat which enemy?
# $attr: the enemy's attribute (Sword, Fire, Forest); $total: the least payment (5).
deck-defence-prompt-defeat-pay = Discard which pile tops? They must be { $attr } cards with ranks summing to { $total } or more; the cheapest payment is listed first.
deck-defence-prompt-defeat-pay-any = Discard which pile tops? They must be its attribute cards with ranks summing to { $total } or more; the cheapest payment is listed first.
deck-defence-prompt-explore = Discard the top of which pile to explore?
deck-defence-prompt-capture = Capture which enemy from the Main area?
deck-defence-prompt-choose = Choose.

## The move log (what the player did)

deck-defence-log-unknown = A move that is not part of this game.
deck-defence-log-conscript = Conscripted { $card } onto pile { $pile }.
deck-defence-log-conscript-empty = Conscripted { $card } onto the empty pile { $pile }.
# $n: this defeat's number, of $total; $piles: the pile numbers paid, listed; $count: how many.
deck-defence-log-defeat = Defeated { $card } ({ $n } of { $total }), discarding { $count ->
    [one] the top of pile { $piles }
   *[other] the tops of piles { $piles }
}.
deck-defence-log-capture = Captured { $card } into Capture slot { $slot }.
deck-defence-log-capture-full = Captured { $card }.
deck-defence-log-explore = Explored, discarding the top of pile { $pile }.
deck-defence-log-order-one = Put { $card } back on top of the deck.
deck-defence-log-order = Put the explored cards back on the deck, top first: { $cards }.
deck-defence-log-refill = Moved { $card } from the disclosure area into Main slot { $slot }.

## What happened

# Each event's arguments: the rules' (engine/deck_defence/events.py), with cards named
# ($card, $enemy), a list gathered ($cards or $piles, and $count: how many) and $total,
# the enemies to defeat (9).
deck-defence-event-deal = The deck is shuffled and { $count ->
    [one] { $count } card is
   *[other] { $count } cards are
} dealt to the Main area.
deck-defence-event-conscript = { $new_pile ->
    [true] Conscripted { $card } onto a new pile { $pile }.
   *[other] Conscripted { $card } onto pile { $pile }.
}
deck-defence-event-defeat = Defeated { $enemy } ({ $defeated }/{ $total }), discarding { $count ->
    [one] the top of pile { $piles }
   *[other] the tops of piles { $piles }
}.
deck-defence-event-capture = Captured { $enemy } into Capture slot { $slot }.
deck-defence-event-explore = Discarded the top of pile { $pile } to explore.
deck-defence-event-explore-look = { $count ->
    [1] You look at the top card of the deck: { $cards }.
   *[other] You look at the top { $count } cards of the deck: { $cards }.
}
deck-defence-event-explore-nothing = The deck is empty, so Explore shows no card.
deck-defence-event-explore-disclose = Explore discloses { $cards } from the deck.
deck-defence-event-order = { $count ->
    [1] You put { $cards } back on top of the deck.
   *[other] You put the cards back on the deck, top first: { $cards }.
}
deck-defence-event-refill-draw = { $card } is drawn from the deck into Main slot { $slot }.
deck-defence-event-refill-disclosed = { $card } moves from the disclosure area into Main slot { $slot }.
deck-defence-event-refill-chosen = { $card } fills Main slot { $slot } from the disclosure area.
deck-defence-event-refill-choose = Main slot { $slot } is empty: disclosed cards refill it before the deck does.
deck-defence-event-refill-empty = The deck is empty, so Main slot { $slot } stays empty.
deck-defence-event-win = All { $total } enemies defeated: you win with a score of { $score }.
# $defeated: the enemies defeated, of $total.
deck-defence-event-loss = No legal action is left: the fort falls with { $defeated } of { $total } enemies defeated.
deck-defence-event-resign = You resigned with { $defeated } of { $total } enemies defeated.
deck-defence-event-timeout = You ran out of time and forfeit, with { $defeated } of { $total } enemies defeated.
deck-defence-event-abandon = Abandoned with { $defeated } of { $total } enemies defeated.
deck-defence-event-unknown = Something happened on the table.

## How the game ended

deck-defence-reason-win = You win with a score of { $score } (target { $target }, best possible { $best }): the ranks of the Friendly cards kept out of the discard pile.
deck-defence-reason-resign = You resigned.
deck-defence-reason-timeout = You ran out of time and forfeit the game.
deck-defence-reason-abandon = Abandoned: nobody played.
# $conscript, $defeat, $capture, $explore: a deck-defence-stuck-* clause for each kind of action.
deck-defence-reason-stuck = No legal action is left, so the fort falls: { $conscript }; { $defeat }; { $capture }; { $explore }.
deck-defence-stuck-no-fit = no Friendly card in the Main area fits a pile
deck-defence-stuck-no-friendly = no Friendly card is in the Main area
deck-defence-stuck-cannot-pay = your pile tops cannot pay for any enemy
deck-defence-stuck-no-enemy = no enemy is in the Main or Capture area
deck-defence-stuck-capture-full = the Capture area is full
deck-defence-stuck-no-capture = no enemy is in the Main area to capture
deck-defence-stuck-explore-twice = Explore is not allowed right after Explore
# $n: the most cards the disclosure area holds (3).
deck-defence-stuck-explore-disclosed = { $n } cards are disclosed, so Explore is not allowed
deck-defence-stuck-explore-hand = no pile top is left to pay for Explore
deck-defence-stuck-explore = Explore is not possible

## Status line

# $classic: "yes" in Classic mode; $deck: cards in the deck; $actions: actions taken.
deck-defence-status = { $classic ->
    [yes] Classic mode ·{" "}
   *[other] {""}
}{ $defeated } of { $total } enemies defeated · { $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
} in the deck · { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
} taken
deck-defence-status-no-explore = Explore is not allowed right after Explore.

## Why a move is refused

deck-defence-illegal-explore-twice = Explore cannot be used twice in a row.
deck-defence-illegal-explore-disclosed = Classic mode: Explore is not allowed while { $n } cards are disclosed.
deck-defence-illegal-explore-hand = Explore costs a pile top from the Hand area, and it is empty.
deck-defence-illegal-not-now = That move is not possible now.
deck-defence-illegal-over = This game is over.
deck-defence-illegal-order-first = First choose the order of the explored cards.
deck-defence-illegal-refill-first = First choose which disclosed card refills the Main area.
deck-defence-illegal-nothing-to-order = There is nothing to order or refill right now.
deck-defence-illegal-order = Put back every explored card exactly once, top of the deck first: { $cards }.
deck-defence-illegal-refill = Choose one of the disclosed cards: { $cards }.
deck-defence-illegal-not-a-move = That is not a move in this game.
deck-defence-illegal-capture-not-enemy = Only an Enemy card in the Main area can be captured.
deck-defence-illegal-capture-full = The Capture area is full: it holds at most { $n } enemies.
deck-defence-illegal-explore-empty = That pile is empty: Explore discards the top of a non-empty pile.
deck-defence-illegal-conscript-empty = That Main slot is empty.
deck-defence-illegal-conscript-enemy = Enemies cannot be conscripted: only Friendly cards, ranks 1-3.
deck-defence-illegal-conscript-twin = That pile already holds a { $card }: no two of a kind.
deck-defence-illegal-conscript-mismatch = { $card } shares neither attribute nor rank with the pile top { $top }.
deck-defence-illegal-defeat-not-enemy = Choose an Enemy card in the Main or Capture area.
deck-defence-illegal-defeat-empty = You can only pay with the tops of non-empty piles.
deck-defence-illegal-defeat-attribute = Every discarded card must share the enemy's attribute ({ $attr }).
deck-defence-illegal-defeat-sum = The discarded ranks must sum to { $total } or more to beat an Enemy's 4.
deck-defence-illegal-defeat-order = Pay with each pile at most once, from left to right.

## Whole-move buttons (at most 80 characters; longer ones fall back to a shorter form)

deck-defence-label-conscript-new = Conscript { $card } to start pile { $pile }
deck-defence-label-conscript = Conscript { $card } onto pile { $pile } (on { $top })
# $slot: the Main slot; $free: the Capture slot it goes to.
deck-defence-label-capture = Capture { $card } from Main { $slot } into Capture slot { $free }
deck-defence-label-explore-classic = Explore: discard { $card } from pile { $pile }, disclose { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
deck-defence-label-explore = Explore: discard { $card } from pile { $pile }, see { $n ->
    [1] the top card
   *[other] the top { $n } cards
}
deck-defence-label-order-one = Put { $card } back on top of the deck
# $cards: the cards, top first, joined with commas.
deck-defence-label-order = Put back, top first: { $cards }
deck-defence-label-order-short = Top first: { $cards }
deck-defence-label-refill = Refill Main slot { $slot } with { $card }
# $win: "yes" when this defeat wins; $captured: "yes" for an enemy from the Capture area;
# $paid: the pile tops paid, joined with " + "; $count: piles paid; $p1, $p2, $p3: their numbers.
deck-defence-label-defeat = { $win ->
    [yes] Win: defeat
   *[other] Defeat
} { $captured ->
    [yes] captured { $card }
   *[other] { $card }
}, discarding { $paid } ({ $count ->
    [1] pile { $p1 }
    [2] piles { $p1 }, { $p2 }
   *[other] piles { $p1 }, { $p2 }, { $p3 }
})
deck-defence-label-defeat-tops = { $win ->
    [yes] Win: defeat
   *[other] Defeat
} { $card }, discarding the tops of { $count ->
    [1] pile { $p1 }
    [2] piles { $p1 }, { $p2 }
   *[other] piles { $p1 }, { $p2 }, { $p3 }
}

## The hint's reason

# $count: piles paid, $p1..$p3 their numbers; $paid: the ranks paid ($exact: "yes" when
# exactly 5); $left: enemies still to defeat after this one.
deck-defence-why-defeat = Defeat the { $card } with the tops of { $count ->
    [1] pile { $p1 }
    [2] piles { $p1 } and { $p2 }
   *[other] piles { $p1 } and { $p2 } and { $p3 }
}: they pay { $exact ->
    [yes] exactly the { $paid } it costs
   *[other] { $paid }, the least you can pay
} ({ $left ->
    [0] the last one
   *[other] { $left } to go after it
}).
# $enemy: an enemy these pile tops could pay for.
deck-defence-why-conscript-pays = Conscript { $card } onto pile { $pile }: your pile tops can then pay for the { $enemy }.
deck-defence-why-conscript-builds = Conscript { $card } onto pile { $pile }: it builds towards paying for the { $enemy }.
deck-defence-why-conscript-frees = Conscript { $card } onto pile { $pile }: it frees its Main slot and adds a card to pay with later.
deck-defence-why-capture = Capture the { $card }: it frees its Main slot and waits there to be defeated later.
deck-defence-why-explore-uncover = Discard { $card } to explore: it uncovers the card beneath it.
deck-defence-why-explore = Discard { $card } to explore: no other move opens as good a way on, and you choose the order of the next cards.
deck-defence-why-order-enemy = Put the { $card } on top: in the trial games it was best to let it come out first.
deck-defence-why-order = Put { $card } on top: it is the card you can use first.
deck-defence-why-refill = Move { $card } into the Main area: it is the card you can use first.
