# Card and suit names: the Decktet (Defend and Capture), Deck Defence's cards and the
# standard 52.  Short codes (7M, Q♠) are symbols and stay out of here.

## Decktet suits

cards-decktet-moons = Moons
cards-decktet-suns = Suns
cards-decktet-waves = Waves
cards-decktet-leaves = Leaves
cards-decktet-wyrms = Wyrms
cards-decktet-knots = Knots

# Each suit's initial beside its symbol on a card, on buttons and in the alt text: one letter,
# a different one for each suit (Wyrms take Y, as the rulebook's codes do, since W is Waves').
cards-decktet-initial-moons = M
cards-decktet-initial-suns = S
cards-decktet-initial-waves = W
cards-decktet-initial-leaves = L
cards-decktet-initial-wyrms = Y
cards-decktet-initial-knots = K

## Decktet cards (the Aces, then by rank as in the card list)

cards-decktet-ace-moons = Ace of Moons
cards-decktet-ace-suns = Ace of Suns
cards-decktet-ace-waves = Ace of Waves
cards-decktet-ace-leaves = Ace of Leaves
cards-decktet-ace-wyrms = Ace of Wyrms
cards-decktet-ace-knots = Ace of Knots
cards-decktet-author = The Author
cards-decktet-desert = The Desert
cards-decktet-origin = The Origin
cards-decktet-journey = The Journey
cards-decktet-painter = The Painter
cards-decktet-savage = The Savage
cards-decktet-mountain = The Mountain
cards-decktet-sailor = The Sailor
cards-decktet-battle = The Battle
cards-decktet-forest = The Forest
cards-decktet-discovery = The Discovery
cards-decktet-soldier = The Soldier
cards-decktet-lunatic = The Lunatic
cards-decktet-penitent = The Penitent
cards-decktet-market = The Market
cards-decktet-chance-meeting = The Chance Meeting
cards-decktet-castle = The Castle
cards-decktet-cave = The Cave
cards-decktet-diplomat = The Diplomat
cards-decktet-mill = The Mill
cards-decktet-betrayal = The Betrayal
cards-decktet-pact = The Pact
cards-decktet-darkness = The Darkness
cards-decktet-merchant = The Merchant
cards-decktet-harvest = The Harvest
cards-decktet-watchman = The Watchman
cards-decktet-light-keeper = The Light Keeper
cards-decktet-borderland = The Borderland
cards-decktet-consul = The Consul
cards-decktet-rite = The Rite
cards-decktet-island = The Island
cards-decktet-window = The Window
cards-decktet-huntress = The Huntress
cards-decktet-bard = The Bard
cards-decktet-sea = The Sea
cards-decktet-end = The End
cards-decktet-calamity = The Calamity
cards-decktet-windfall = The Windfall

## Deck Defence

cards-dd-sword = Sword
cards-dd-fire = Fire
cards-dd-forest = Forest
# A card as the log and buttons name it: "Sword 2", "Fire Enemy".
cards-dd-card = { $enemy ->
    [yes] { $attr } Enemy
   *[other] { $attr } { $rank }
}
# A card with its kind: "Sword 1 (Friendly)", "Fire 4 (Enemy)".
cards-dd-name = { $enemy ->
    [yes] { $attr } { $rank } (Enemy)
   *[other] { $attr } { $rank } (Friendly)
}

## The standard 52

cards-std-spades = Spades
cards-std-hearts = Hearts
cards-std-diamonds = Diamonds
cards-std-clubs = Clubs
cards-std-ace = Ace
cards-std-jack = Jack
cards-std-queen = Queen
cards-std-king = King
# $rank: a rank's name or its number ("Ace", "10"); $suit: a suit's name.
cards-std-name = { $rank } of { $suit }
cards-std-red-joker = Red Joker
cards-std-black-joker = Black Joker
# A joker on a button (the other cards show a rank and a suit symbol there).
cards-std-joker = Joker
