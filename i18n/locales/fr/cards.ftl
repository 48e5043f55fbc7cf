# Noms des cartes et des couleurs : le Decktet (Defend and Capture), les cartes de Deck Defence
# et le jeu standard.

## Decktet

cards-decktet-moons = Lunes
cards-decktet-suns = Soleils
cards-decktet-waves = Vagues
cards-decktet-leaves = Feuilles
cards-decktet-wyrms = Wyrms
cards-decktet-knots = Nœuds

cards-decktet-initial-moons = L
cards-decktet-initial-suns = S
cards-decktet-initial-waves = V
cards-decktet-initial-leaves = F
cards-decktet-initial-wyrms = W
cards-decktet-initial-knots = N

cards-decktet-ace-moons = l'As des Lunes
cards-decktet-ace-suns = l'As des Soleils
cards-decktet-ace-waves = l'As des Vagues
cards-decktet-ace-leaves = l'As des Feuilles
cards-decktet-ace-wyrms = l'As des Wyrms
cards-decktet-ace-knots = l'As des Nœuds
cards-decktet-author = l'Auteur
cards-decktet-desert = le Désert
cards-decktet-origin = l'Origine
cards-decktet-journey = le Voyage
cards-decktet-painter = le Peintre
cards-decktet-savage = le Sauvage
cards-decktet-mountain = la Montagne
cards-decktet-sailor = le Marin
cards-decktet-battle = la Bataille
cards-decktet-forest = la Forêt
cards-decktet-discovery = la Découverte
cards-decktet-soldier = le Soldat
cards-decktet-lunatic = le Lunatique
cards-decktet-penitent = le Pénitent
cards-decktet-market = le Marché
cards-decktet-chance-meeting = la Rencontre fortuite
cards-decktet-castle = le Château
cards-decktet-cave = la Grotte
cards-decktet-diplomat = le Diplomate
cards-decktet-mill = le Moulin
cards-decktet-betrayal = la Trahison
cards-decktet-pact = le Pacte
cards-decktet-darkness = l'Obscurité
cards-decktet-merchant = le Marchand
cards-decktet-harvest = la Moisson
cards-decktet-watchman = le Guetteur
cards-decktet-light-keeper = le Gardien du phare
cards-decktet-borderland = la Frontière
cards-decktet-consul = le Consul
cards-decktet-rite = le Rite
cards-decktet-island = l'Île
cards-decktet-window = la Fenêtre
cards-decktet-huntress = la Chasseresse
cards-decktet-bard = le Barde
cards-decktet-sea = la Mer
cards-decktet-end = la Fin
cards-decktet-calamity = la Calamité
cards-decktet-windfall = l'Aubaine

## Deck Defence

cards-dd-sword = Épée
cards-dd-fire = Feu
cards-dd-forest = Forêt
# Une carte telle que le journal et les boutons la nomment : « Épée 2 », « Ennemi Feu ».
cards-dd-card = { $enemy ->
    [yes] Ennemi { $attr }
   *[other] { $attr } { $rank }
}
cards-dd-name = { $enemy ->
    [yes] { $attr } { $rank } (Ennemi)
   *[other] { $attr } { $rank } (Allié)
}

## Le jeu standard de 52 cartes

cards-std-spades = Pique
cards-std-hearts = Cœur
cards-std-diamonds = Carreau
cards-std-clubs = Trèfle
cards-std-ace = As
cards-std-jack = Valet
cards-std-queen = Dame
cards-std-king = Roi
cards-std-name = { $rank } de { $suit }
cards-std-red-joker = Joker rouge
cards-std-black-joker = Joker noir
cards-std-joker = Joker
