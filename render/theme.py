"""The colours of a table picture, as one value passed to every draw function.

A `Theme` is a frozen (so hashable) dataclass: card sprites and the PNG palette are cached
per theme, so a new theme costs one palette build (~0.3 s) the first time it is used and
nothing after.  Make a variant with `dataclasses.replace(DEFAULT_THEME, felt=(...))`.

Keep the colours few and flat: a table is drawn in a palette of 256 entries that holds
exactly these colours (`Theme.colours`) and the blends the card sprites drawn with them make.

`THEMES` holds the named themes a player can pick ("classic", "four-colour", "colour-blind",
"dark"); `theme_named` reads a name (or passes a `Theme` through), classic for a name it does
not know.  Colour is never a suit's only cue: every suit is also a drawn shape (the standard
pips, the Decktet's moon, sun, waves, leaf, wyrm and knot, Deck Defence's sword, flame and
tree), and the Decktet's and Deck Defence's faces print the suit's letter too.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    # --- the table: felt, text and bars drawn on it ---
    felt: Colour = (28, 74, 56)
    felt_dark: Colour = (20, 56, 42)  # header bar, empty slots, meters, panels
    felt_line: Colour = (92, 140, 116)  # slot outlines and names
    ink_light: Colour = (240, 236, 220)  # main text
    ink_dim: Colour = (170, 200, 184)  # captions and notes
    ink_gold: Colour = (240, 200, 90)  # the phase, slot names, highlights
    banner_win: Colour = (40, 120, 60)  # win banner, progress towards a win
    banner_loss: Colour = (150, 40, 40)  # loss banner, progress towards a loss
    banner_other: Colour = (80, 80, 90)  # draw, abandoned, a spectator's game over
    badge: Colour = (16, 16, 24)  # the pill behind a count
    # --- card faces and backs ---
    face: Colour = (250, 246, 234)
    face_edge: Colour = (60, 60, 60)
    face_ink: Colour = (28, 28, 32)
    enemy_face: Colour = (48, 36, 56)  # Deck Defence Enemy cards are dark...
    enemy_ink: Colour = (245, 238, 225)
    enemy_mark: Colour = (255, 120, 110)  # ...with a red edge
    back: Colour = (44, 54, 116)
    back_line: Colour = (86, 100, 170)
    back_edge: Colour = (20, 20, 40)
    # --- suit inks (a suit is always shown by symbol and letter too, never by colour alone) ---
    moons: Colour = (88, 84, 170)
    suns: Colour = (214, 146, 16)
    waves: Colour = (28, 116, 186)
    leaves: Colour = (46, 138, 58)
    wyrms: Colour = (176, 48, 48)
    knots: Colour = (128, 84, 40)
    sword: Colour = (120, 146, 196)  # steel
    fire: Colour = (232, 96, 36)
    forest: Colour = (60, 160, 76)
    red_suit: Colour = (200, 30, 40)  # the red joker (and hearts, diamonds unless set apart)
    black_suit: Colour = (24, 24, 28)  # the black joker (and spades, clubs unless set apart)
    spades: Colour | None = None  # None: black_suit
    hearts: Colour | None = None  # None: red_suit
    diamonds: Colour | None = None  # None: red_suit
    clubs: Colour | None = None  # None: black_suit

    def table_colours(self) -> tuple[Colour, ...]:
        """The colours text and bars are drawn in, and on, outside the cards."""
        return (self.felt, self.felt_dark, self.felt_line, self.ink_light, self.ink_dim, self.ink_gold,
                self.banner_win, self.banner_loss, self.banner_other, self.badge)

    def colours(self) -> tuple[Colour, ...]:
        """Every colour the theme names, each once, in the order of its fields: the palette
        holds these exactly (`render.palette.table_palette`)."""
        named = (getattr(self, f.name) for f in fields(self))
        return tuple(dict.fromkeys(c for c in named if c is not None))

    def decktet_ink(self, suit: str) -> Colour:
        """M Moons, S Suns, W Waves, L Leaves, Y Wyrms, K Knots."""
        return {"M": self.moons, "S": self.suns, "W": self.waves, "L": self.leaves, "Y": self.wyrms,
                "K": self.knots}[suit]

    def deck_defence_ink(self, attribute: str) -> Colour:
        """S sword, F fire, T forest."""
        return {"S": self.sword, "F": self.fire, "T": self.forest}[attribute]

    def standard_ink(self, suit: str) -> Colour:
        """S H D C, or R / B for the jokers."""
        own = {"S": self.spades, "H": self.hearts, "D": self.diamonds, "C": self.clubs}.get(suit)
        if own is not None:
            return own
        return self.red_suit if suit in "HDR" else self.black_suit

    def suit_inks(self) -> dict[str, Colour]:
        """Every suit's ink, by a name: the standard suits, the Decktet's, Deck Defence's."""
        return {**{f"standard-{s}": self.standard_ink(s) for s in "SHDC"},
                **{f"decktet-{s}": self.decktet_ink(s) for s in "MSWLYK"},
                **{f"deck-defence-{a}": self.deck_defence_ink(a) for a in "SFT"}}


DEFAULT_THEME = Theme()

# Each standard suit its own colour: spades black, hearts red, diamonds blue, clubs green.
FOUR_COLOUR = Theme(diamonds=(20, 84, 200), clubs=(20, 128, 48))

# Okabe-Ito colours (distinct for every common colour vision deficiency), darkened where
# needed to keep a contrast of at least 3:1 with the card face; the four standard suits also
# differ in brightness (grey levels ~0, ~60, ~90, ~120), so they stay apart in greyscale.
COLOUR_BLIND = Theme(
    felt=(30, 62, 86), felt_dark=(20, 44, 62), felt_line=(104, 146, 176), ink_dim=(176, 198, 214),
    ink_gold=(240, 196, 70), banner_win=(0, 114, 178), banner_loss=(190, 84, 0),
    moons=(150, 64, 124), suns=(176, 108, 0), waves=(0, 100, 168), leaves=(0, 122, 88),
    wyrms=(200, 76, 0), knots=(40, 40, 44),
    sword=(0, 100, 168), fire=(200, 76, 0), forest=(0, 122, 88),
    red_suit=(213, 94, 0), black_suit=(0, 0, 0),
    spades=(0, 0, 0), hearts=(213, 94, 0), diamonds=(0, 72, 150), clubs=(0, 130, 96),
)

# Dark felt and dark faces with light ink: suit inks lightened to keep 3:1 on the face.
DARK = Theme(
    felt=(22, 26, 30), felt_dark=(12, 14, 18), felt_line=(84, 96, 104), ink_light=(236, 236, 230),
    ink_dim=(160, 170, 176), ink_gold=(232, 192, 90), banner_win=(30, 110, 60), banner_loss=(140, 36, 40),
    banner_other=(70, 72, 84), badge=(4, 4, 8),
    face=(50, 54, 62), face_edge=(130, 136, 146), face_ink=(238, 238, 242),
    enemy_face=(96, 24, 40), enemy_ink=(250, 238, 230), enemy_mark=(255, 130, 120),
    back=(36, 44, 96), back_line=(96, 110, 180), back_edge=(150, 156, 200),
    moons=(170, 166, 255), suns=(255, 204, 70), waves=(100, 190, 255), leaves=(120, 214, 120),
    wyrms=(255, 128, 118), knots=(214, 168, 120),
    sword=(176, 196, 236), fire=(255, 150, 80), forest=(120, 214, 120),
    red_suit=(255, 116, 116), black_suit=(226, 226, 232),
)

THEMES: dict[str, Theme] = {"classic": DEFAULT_THEME, "four-colour": FOUR_COLOUR, "colour-blind": COLOUR_BLIND,
                            "dark": DARK}


def theme_named(theme: str | Theme | None) -> Theme:
    """A `Theme` as given, or the one named (classic for a name not in `THEMES`, or None)."""
    if isinstance(theme, Theme):
        return theme
    return THEMES.get(theme or "classic", DEFAULT_THEME)


def contrast(a: Colour, b: Colour) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def lum(c: Colour) -> float:
        lin = [v / 255 / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
