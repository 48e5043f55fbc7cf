"""The colours of a table picture, as one value passed to every draw function.

A `Theme` is a frozen (so hashable) dataclass: card sprites and the PNG palette are cached
per theme, so a new theme costs one palette build (~0.3 s) the first time it is used and
nothing after.  Make a variant with `dataclasses.replace(DEFAULT_THEME, felt=(...))`.

Keep the colours few and flat: the palette PNG has 256 entries, learnt from exactly these
colours and the card sprites drawn with them.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    enemy_mark: Colour = (255, 120, 110)  # ...with a red edge and the word ENEMY
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
    red_suit: Colour = (200, 30, 40)  # hearts, diamonds, the red joker
    black_suit: Colour = (24, 24, 28)  # spades, clubs, the black joker

    def table_colours(self) -> tuple[Colour, ...]:
        """The colours text and bars are drawn in, and on, outside the cards."""
        return (self.felt, self.felt_dark, self.felt_line, self.ink_light, self.ink_dim, self.ink_gold,
                self.banner_win, self.banner_loss, self.banner_other, self.badge)

    def decktet_ink(self, suit: str) -> Colour:
        """M Moons, S Suns, W Waves, L Leaves, Y Wyrms, K Knots."""
        return {"M": self.moons, "S": self.suns, "W": self.waves, "L": self.leaves, "Y": self.wyrms,
                "K": self.knots}[suit]

    def deck_defence_ink(self, attribute: str) -> Colour:
        """S sword, F fire, T forest."""
        return {"S": self.sword, "F": self.fire, "T": self.forest}[attribute]

    def standard_ink(self, suit: str) -> Colour:
        """S H D C, or R / B for the jokers."""
        return self.red_suit if suit in "HDR" else self.black_suit


DEFAULT_THEME = Theme()
