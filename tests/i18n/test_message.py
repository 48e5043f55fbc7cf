"""`i18n.Message.say(locale)`: words kept as data are worded for a reader named where the
payload for them is built, whatever the ambient locale, and leave it as it was."""

from __future__ import annotations

import i18n
from i18n import Message, t


def test_a_message_is_said_in_the_locale_given_not_the_ambient_one() -> None:
    caught_up = Message("bot-table-caught-up")
    with i18n.speaking("en"):
        assert caught_up.say("de") == i18n.tr("de", "bot-table-caught-up")
        assert caught_up.say("de") != caught_up.say()
        assert i18n.current() == "en"  # the reader's locale does not leak out
    with i18n.speaking("de"):
        assert caught_up.say("en") == i18n.tr("en", "bot-table-caught-up")


def test_arguments_and_compositions_are_said_in_the_same_locale() -> None:
    # A Message argument and a composed wording follow the reader's locale, as one sentence.
    players = Message("bot-players-vs", left="A", right=Message("bot-the-bot"))
    composed = Message.compose(lambda: t("bot-the-bot") + " / " + i18n.current())
    with i18n.speaking("en"):
        assert players.say("de") == i18n.tr("de", "bot-players-vs", left="A", right=i18n.tr("de", "bot-the-bot"))
        assert composed.say("de") == i18n.tr("de", "bot-the-bot") + " / de"
        assert composed.say() == i18n.tr("en", "bot-the-bot") + " / en"
