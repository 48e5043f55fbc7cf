"""Capture (Jim DuBois): two players place cards face down on five columns at once.

The rules, action grammar and options open `engine.capture.rules`; the words players read
are in `engine.capture.words`, the views in `engine.capture.views`, the one action spelling
in `engine.capture.actions`, column judging in `engine.capture.judge` and the computer
player in `engine.capture.ai`.
"""

from .rules import INFO, CaptureState
from .views import CaptureView, ColumnView, RevealView

__all__ = ["INFO", "CaptureState", "CaptureView", "ColumnView", "RevealView"]
