"""The README tells an admin what the bot needs: its permissions and why, the invite link,
a persistent disk for the database on Procfile hosts, the Debian package for venv; the
permissions it lists are the ones the bot asks for in its logged invite link."""

from __future__ import annotations

from pathlib import Path

from bot.__main__ import bot_permissions, invite_url

ROOT = Path(__file__).resolve().parents[2]
NEEDED = ("View Channel", "Send Messages", "Embed Links", "Attach Files", "Read Message History",
          "Create Public Threads", "Send Messages in Threads")


def test_the_invite_link_asks_for_exactly_the_needed_permissions() -> None:
    perms = bot_permissions()
    assert {name for name, on in perms if on} == {"read_messages", "send_messages", "embed_links",
                                                   "attach_files", "read_message_history",
                                                   "create_public_threads", "send_messages_in_threads"}
    assert perms.view_channel and perms.value == 309237763072
    assert invite_url(42) == ("https://discord.com/oauth2/authorize?client_id=42"
                              "&scope=bot+applications.commands&permissions=309237763072")


def test_the_readme_says_what_an_admin_needs() -> None:
    text = " ".join((ROOT / "README.md").read_text().split())
    for label in NEEDED:
        assert f"**{label}**" in text
    assert "edit the table and post turn reminders" in text  # why View Channel and Send Messages
    assert "scope=bot+applications.commands&permissions=309237763072" in text
    assert "persistent disk" in text and "DATABASE_PATH" in text
    assert "python3-venv" in text


def test_the_token_guide_asks_for_the_same_permissions_as_the_invite_link() -> None:
    from bot.config import TOKEN_HELP

    guide = " ".join(TOKEN_HELP.split())
    for label in NEEDED:
        assert f'"{label}"' in guide, label
