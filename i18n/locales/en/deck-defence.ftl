# Deck Defence: everything the player reads.  Card names come from cards.ftl ($card,
# $enemy, $top...); pile and slot numbers are 1 to 3.

## The game's entry in menus

dd-summary = Solitaire: conscript heroes, explore the deck and defeat all 9 enemies.
dd-act-hint = choose your move
dd-wait-hint = Nothing to do for you now.
# $title: the game's name.
dd-solo-only = { $title } is a game for 1 player.
# An option: its description (at most 100 characters), its name on tables (-label), its
# name in /play (-name: lowercase, no spaces, at most 32 characters, unlike the command's
# other options' names) and each choice as /play lists it (-choice-, at most 100).
# Here in English, -name and -choice- are the identifiers a game is stored with: keep them.
dd-option-classic = Classic mode: face-up discards, Explore discloses cards
dd-option-classic-label = Classic mode
dd-option-classic-name = classic
dd-metric-score = best score

## Names and fallbacks

dd-a-card = a card
dd-an-enemy = an enemy
dd-nothing = nothing
dd-verb-conscript = Conscript
dd-verb-defeat = Defeat
dd-verb-explore = Explore
dd-verb-capture = Capture
dd-verb-order = Choose the order
dd-verb-refill = Refill Main
dd-pile-empty = Pile { $pile }: empty
dd-pile-top = Pile { $pile }: { $card } on top
dd-slot-main = { $card } (Main { $slot })
dd-slot-main-empty = Main { $slot }: empty
dd-slot-capture = { $card } (Captured { $slot })
dd-slot-capture-empty = Captured { $slot }: empty
# $cards: the pile tops paid, joined with " + "; $total: their ranks' sum.
dd-pay = Pay { $cards } (rank { $total })

## Questions

dd-prompt-order = Explore: put the cards you saw back on the deck in the order you choose.
dd-prompt-order-first = Which seen card goes on top of the deck?
dd-prompt-order-next = Which card goes next (below the ones chosen)?
dd-prompt-refill-must = A disclosed card must refill Main slot { $slot }.
dd-prompt-refill = Which disclosed card fills Main slot { $slot }?
dd-prompt-action = Choose an action: Conscript, Defeat, Capture or Explore.
dd-prompt-conscript = Conscript which Friendly card from the Main area?
dd-prompt-conscript-pile = Put { $card } on which pile?
dd-prompt-conscript-pile-it = Put it on which pile?
dd-prompt-defeat = Defeat which enemy?
# $attr: the enemy's attribute (Sword, Fire, Forest); $total: the least payment (5).
dd-prompt-defeat-pay = Discard which pile tops? They must be { $attr } cards with ranks summing to { $total } or more; the cheapest payment is listed first.
dd-prompt-defeat-pay-any = Discard which pile tops? They must be its attribute cards with ranks summing to { $total } or more; the cheapest payment is listed first.
dd-prompt-explore = Discard the top of which pile to explore?
dd-prompt-capture = Capture which enemy from the Main area?
dd-prompt-choose = Choose.

## The move log (what the player did)

dd-log-unknown = A move that is not part of this game.
dd-log-conscript = Conscripted { $card } onto pile { $pile }.
dd-log-conscript-empty = Conscripted { $card } onto the empty pile { $pile }.
# $n: this defeat's number, of $total; $piles: the pile numbers paid, listed; $count: how many.
dd-log-defeat = Defeated { $card } ({ $n } of { $total }), discarding { $count ->
    [one] the top of pile { $piles }
   *[other] the tops of piles { $piles }
}.
dd-log-capture = Captured { $card } into Capture slot { $slot }.
dd-log-capture-full = Captured { $card }.
dd-log-explore = Explored, discarding the top of pile { $pile }.
dd-log-order-one = Put { $card } back on top of the deck.
dd-log-order = Put the explored cards back on the deck, top first: { $cards }.
dd-log-refill = Moved { $card } from the disclosure area into Main slot { $slot }.

## What happened

dd-ev-deal = The deck is shuffled and { $n ->
    [one] { $n } card is
   *[other] { $n } cards are
} dealt to the Main area.
dd-ev-conscript = Conscripted { $card } onto pile { $pile }.
dd-ev-conscript-new = Conscripted { $card } onto a new pile { $pile }.
dd-ev-defeat = Defeated { $card } ({ $n }/{ $total }), discarding { $count ->
    [one] the top of pile { $piles }
   *[other] the tops of piles { $piles }
}.
dd-ev-capture = Captured { $card } into Capture slot { $slot }.
dd-ev-explore = Discarded the top of pile { $pile } to explore.
dd-ev-look-one = You look at the top card of the deck: { $card }.
dd-ev-look = You look at the top { $n } cards of the deck: { $cards }.
dd-ev-look-nothing = The deck is empty, so Explore shows no card.
dd-ev-disclose = Explore discloses { $cards } from the deck.
dd-ev-order-one = You put { $card } back on top of the deck.
dd-ev-order = You put the cards back on the deck, top first: { $cards }.
dd-ev-refill-draw = { $card } is drawn from the deck into Main slot { $slot }.
dd-ev-refill-disclosed = { $card } moves from the disclosure area into Main slot { $slot }.
dd-ev-refill-chosen = { $card } fills Main slot { $slot } from the disclosure area.
dd-ev-refill-choose = Main slot { $slot } is empty: disclosed cards refill it before the deck does.
dd-ev-refill-empty = The deck is empty, so Main slot { $slot } stays empty.
dd-ev-win = All { $total } enemies defeated: you win with a score of { $score }.
# $n: the enemies defeated, of $total.
dd-ev-loss = No legal action is left: the fort falls with { $n } of { $total } enemies defeated.
dd-ev-resign = You resigned with { $n } of { $total } enemies defeated.
dd-ev-timeout = You ran out of time and forfeit, with { $n } of { $total } enemies defeated.
dd-ev-abandon = Abandoned with { $n } of { $total } enemies defeated.
dd-ev-unknown = Something happened on the table.

## How the game ended

dd-reason-win = You win with a score of { $score } (target { $target }, best possible { $best }): the ranks of the Friendly cards kept out of the discard pile.
dd-reason-resign = You resigned.
dd-reason-timeout = You ran out of time and forfeit the game.
dd-reason-abandon = Abandoned: nobody played.
# $why: the dd-stuck-* clauses, joined by dd-clause-separator.
dd-reason-stuck = No legal action is left, so the fort falls: { $why }.
dd-clause-separator = {"; "}
dd-stuck-no-fit = no Friendly card in the Main area fits a pile
dd-stuck-no-friendly = no Friendly card is in the Main area
dd-stuck-cannot-pay = your pile tops cannot pay for any enemy
dd-stuck-no-enemy = no enemy is in the Main or Capture area
dd-stuck-capture-full = the Capture area is full
dd-stuck-no-capture = no enemy is in the Main area to capture
dd-stuck-explore-twice = Explore is not allowed right after Explore
# $n: the most cards the disclosure area holds (3).
dd-stuck-explore-disclosed = { $n } cards are disclosed, so Explore is not allowed
dd-stuck-explore-hand = no pile top is left to pay for Explore
dd-stuck-explore = Explore is not possible

## Status line

# $classic: "yes" in Classic mode; $deck: cards in the deck; $actions: actions taken.
dd-status = { $classic ->
    [yes] Classic mode ·{" "}
   *[other] {""}
}{ $defeated } of { $total } enemies defeated · { $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
} in the deck · { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
} taken
dd-status-no-explore = Explore is not allowed right after Explore.

## Why a move is refused

dd-illegal-explore-twice = Explore cannot be used twice in a row.
dd-illegal-explore-disclosed = Classic mode: Explore is not allowed while { $n } cards are disclosed.
dd-illegal-explore-hand = Explore costs a pile top from the Hand area, and it is empty.
dd-illegal-not-now = That move is not possible now.
dd-illegal-over = This game is over.
dd-illegal-order-first = First choose the order of the explored cards.
dd-illegal-refill-first = First choose which disclosed card refills the Main area.
dd-illegal-nothing-to-order = There is nothing to order or refill right now.
dd-illegal-order = Put back every explored card exactly once, top of the deck first: { $cards }.
dd-illegal-refill = Choose one of the disclosed cards: { $cards }.
dd-illegal-not-a-move = That is not a move in this game.
dd-illegal-capture-not-enemy = Only an Enemy card in the Main area can be captured.
dd-illegal-capture-full = The Capture area is full: it holds at most { $n } enemies.
dd-illegal-explore-empty = That pile is empty: Explore discards the top of a non-empty pile.
dd-illegal-conscript-empty = That Main slot is empty.
dd-illegal-conscript-enemy = Enemies cannot be conscripted: only Friendly cards, ranks 1-3.
dd-illegal-conscript-twin = That pile already holds a { $card }: no two of a kind.
dd-illegal-conscript-mismatch = { $card } shares neither attribute nor rank with the pile top { $top }.
dd-illegal-defeat-not-enemy = Choose an Enemy card in the Main or Capture area.
dd-illegal-defeat-empty = You can only pay with the tops of non-empty piles.
dd-illegal-defeat-attribute = Every discarded card must share the enemy's attribute ({ $attr }).
dd-illegal-defeat-sum = The discarded ranks must sum to { $total } or more to beat an Enemy's 4.
dd-illegal-defeat-order = Pay with each pile at most once, from left to right.

## Whole-move buttons (at most 80 characters; longer ones fall back to a shorter form)

dd-label-conscript-new = Conscript { $card } to start pile { $pile }
dd-label-conscript = Conscript { $card } onto pile { $pile } (on { $top })
# $slot: the Main slot; $free: the Capture slot it goes to.
dd-label-capture = Capture { $card } from Main { $slot } into Capture slot { $free }
dd-label-explore-classic = Explore: discard { $card } from pile { $pile }, disclose { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
dd-label-explore = Explore: discard { $card } from pile { $pile }, see { $n ->
    [one] the top card
   *[other] the top { $n } cards
}
dd-label-order-one = Put { $card } back on top of the deck
# $cards: the cards, top first, joined with commas.
dd-label-order = Put back, top first: { $cards }
dd-label-order-short = Top first: { $cards }
dd-label-refill = Refill Main slot { $slot } with { $card }
# $win: "yes" when this defeat wins; $captured: "yes" for an enemy from the Capture area;
# $paid: the pile tops paid, joined with " + "; $count: piles paid; $p1, $p2, $p3: their numbers.
dd-label-defeat = { $win ->
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
dd-label-defeat-tops = { $win ->
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
dd-why-defeat = Defeat the { $card } with the tops of { $count ->
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
dd-why-conscript-pays = Conscript { $card } onto pile { $pile }: your pile tops can then pay for the { $enemy }.
dd-why-conscript-builds = Conscript { $card } onto pile { $pile }: it builds towards paying for the { $enemy }.
dd-why-conscript-frees = Conscript { $card } onto pile { $pile }: it frees its Main slot and adds a card to pay with later.
dd-why-capture = Capture the { $card }: it frees its Main slot and waits there to be defeated later.
dd-why-explore-uncover = Discard { $card } to explore: it uncovers the card beneath it.
dd-why-explore = Discard { $card } to explore: no other move opens as good a way on, and you choose the order of the next cards.
dd-why-order-enemy = Put the { $card } on top: in the trial games it was best to let it come out first.
dd-why-order = Put { $card } on top: it is the card you can use first.
dd-why-refill = Move { $card } into the Main area: it is the card you can use first.
