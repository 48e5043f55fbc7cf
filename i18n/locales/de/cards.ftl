# Namen der Karten und Farben: das Decktet (Defend and Capture), die Karten von Deck Defence
# und das Standardblatt.

## Decktet

cards-decktet-moons = Monde
cards-decktet-suns = Sonnen
cards-decktet-waves = Wellen
cards-decktet-leaves = Blätter
cards-decktet-wyrms = Lindwürmer
cards-decktet-knots = Knoten

cards-decktet-initial-moons = M
cards-decktet-initial-suns = S
cards-decktet-initial-waves = W
cards-decktet-initial-leaves = B
cards-decktet-initial-wyrms = L
cards-decktet-initial-knots = K

cards-decktet-ace-moons = das Ass der Monde
cards-decktet-ace-suns = das Ass der Sonnen
cards-decktet-ace-waves = das Ass der Wellen
cards-decktet-ace-leaves = das Ass der Blätter
cards-decktet-ace-wyrms = das Ass der Lindwürmer
cards-decktet-ace-knots = das Ass der Knoten
cards-decktet-author = der Autor
cards-decktet-desert = die Wüste
cards-decktet-origin = der Ursprung
cards-decktet-journey = die Reise
cards-decktet-painter = der Maler
cards-decktet-savage = der Wilde
cards-decktet-mountain = der Berg
cards-decktet-sailor = der Seemann
cards-decktet-battle = die Schlacht
cards-decktet-forest = der Wald
cards-decktet-discovery = die Entdeckung
cards-decktet-soldier = der Soldat
cards-decktet-lunatic = der Wahnsinnige
cards-decktet-penitent = der Büßer
cards-decktet-market = der Markt
cards-decktet-chance-meeting = die zufällige Begegnung
cards-decktet-castle = die Burg
cards-decktet-cave = die Höhle
cards-decktet-diplomat = der Diplomat
cards-decktet-mill = die Mühle
cards-decktet-betrayal = der Verrat
cards-decktet-pact = der Pakt
cards-decktet-darkness = die Finsternis
cards-decktet-merchant = der Händler
cards-decktet-harvest = die Ernte
cards-decktet-watchman = der Wächter
cards-decktet-light-keeper = der Leuchtturmwärter
cards-decktet-borderland = das Grenzland
cards-decktet-consul = der Konsul
cards-decktet-rite = der Ritus
cards-decktet-island = die Insel
cards-decktet-window = das Fenster
cards-decktet-huntress = die Jägerin
cards-decktet-bard = der Barde
cards-decktet-sea = das Meer
cards-decktet-end = das Ende
cards-decktet-calamity = das Unheil
cards-decktet-windfall = der Glücksfall

## Deck Defence

cards-dd-sword = Schwert
cards-dd-fire = Feuer
cards-dd-forest = Wald
# Eine Karte, wie Log und Knöpfe sie nennen: „Schwert 2", „Feuer-Feind".
cards-dd-card = { $enemy ->
    [yes] { $attr }-Feind
   *[other] { $attr } { $rank }
}
cards-dd-name = { $enemy ->
    [yes] { $attr } { $rank } (Feind)
   *[other] { $attr } { $rank } (Verbündeter)
}

## Das Standardblatt mit 52 Karten

cards-std-spades = Pik
cards-std-hearts = Herz
cards-std-diamonds = Karo
cards-std-clubs = Kreuz
cards-std-ace = Ass
cards-std-jack = Bube
cards-std-queen = Dame
cards-std-king = König
cards-std-name = { $suit }-{ $rank }
cards-std-red-joker = Roter Joker
cards-std-black-joker = Schwarzer Joker
cards-std-joker = Joker
