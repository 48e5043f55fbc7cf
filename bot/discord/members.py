"""What the adapter tells a feature about who asks: whether they manage the server, whether
they hold a role (read from the interaction, never from the custom_id or the feature's own
guess at Discord's types)."""

from __future__ import annotations

import discord

from .replies import Interaction


def manages_server(interaction: Interaction) -> bool:
    """Manage Server or Administrator, in the channel asked from."""
    perms = interaction.permissions
    return bool(perms.manage_guild or perms.administrator)


def has_role(interaction: Interaction, role_id: int) -> bool:
    """Whether the asker holds role `role_id`.  The interaction carries the member's role ids,
    resolved against the server's roles that the gateway keeps (a DM's user has no roles
    at all)."""
    user = interaction.user
    return isinstance(user, discord.Member) and any(role.id == role_id for role in user.roles)


def can_open_threads(interaction: Interaction) -> bool:
    """Whether the bot may open a game's thread where it was asked and write in it."""
    app = interaction.app_permissions
    return bool(app.create_public_threads and app.send_messages_in_threads)
