# Nombres de cartas y palos: el Decktet (Defend and Capture), las cartas de Deck Defence
# y la baraja estándar.

## Decktet

cards-decktet-moons = Lunas
cards-decktet-suns = Soles
cards-decktet-waves = Olas
cards-decktet-leaves = Hojas
cards-decktet-wyrms = Dragones
cards-decktet-knots = Nudos

cards-decktet-initial-moons = L
cards-decktet-initial-suns = S
cards-decktet-initial-waves = O
cards-decktet-initial-leaves = H
cards-decktet-initial-wyrms = D
cards-decktet-initial-knots = N

cards-decktet-ace-moons = el As de Lunas
cards-decktet-ace-suns = el As de Soles
cards-decktet-ace-waves = el As de Olas
cards-decktet-ace-leaves = el As de Hojas
cards-decktet-ace-wyrms = el As de Dragones
cards-decktet-ace-knots = el As de Nudos
cards-decktet-author = el Autor
cards-decktet-desert = el Desierto
cards-decktet-origin = el Origen
cards-decktet-journey = el Viaje
cards-decktet-painter = el Pintor
cards-decktet-savage = el Salvaje
cards-decktet-mountain = la Montaña
cards-decktet-sailor = el Marinero
cards-decktet-battle = la Batalla
cards-decktet-forest = el Bosque
cards-decktet-discovery = el Descubrimiento
cards-decktet-soldier = el Soldado
cards-decktet-lunatic = el Lunático
cards-decktet-penitent = el Penitente
cards-decktet-market = el Mercado
cards-decktet-chance-meeting = el Encuentro fortuito
cards-decktet-castle = el Castillo
cards-decktet-cave = la Cueva
cards-decktet-diplomat = el Diplomático
cards-decktet-mill = el Molino
cards-decktet-betrayal = la Traición
cards-decktet-pact = el Pacto
cards-decktet-darkness = la Oscuridad
cards-decktet-merchant = el Mercader
cards-decktet-harvest = la Cosecha
cards-decktet-watchman = el Vigía
cards-decktet-light-keeper = el Farero
cards-decktet-borderland = la Frontera
cards-decktet-consul = el Cónsul
cards-decktet-rite = el Rito
cards-decktet-island = la Isla
cards-decktet-window = la Ventana
cards-decktet-huntress = la Cazadora
cards-decktet-bard = el Bardo
cards-decktet-sea = el Mar
cards-decktet-end = el Fin
cards-decktet-calamity = la Calamidad
cards-decktet-windfall = el Golpe de suerte

## Deck Defence

cards-dd-sword = Espada
cards-dd-fire = Fuego
cards-dd-forest = Bosque
# Una carta tal como la nombran el registro y los botones: «Espada 2», «Enemigo de Fuego».
cards-dd-card = { $enemy ->
    [yes] Enemigo de { $attr }
   *[other] { $attr } { $rank }
}
cards-dd-name = { $enemy ->
    [yes] { $attr } { $rank } (Enemigo)
   *[other] { $attr } { $rank } (Aliado)
}

## La baraja estándar de 52 cartas

cards-std-spades = Picas
cards-std-hearts = Corazones
cards-std-diamonds = Diamantes
cards-std-clubs = Tréboles
cards-std-ace = As
cards-std-jack = Jota
cards-std-queen = Reina
cards-std-king = Rey
cards-std-name = { $rank } de { $suit }
cards-std-red-joker = Comodín rojo
cards-std-black-joker = Comodín negro
cards-std-joker = Comodín
