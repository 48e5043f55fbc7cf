"""Pages: what a feature says as a titled page of fields (/stats, /history, /daily board),
written without Discord; the adapter sends one as an embed (`embed`)."""

from __future__ import annotations

from dataclasses import dataclass, field

import discord


@dataclass
class Page:
    """A title, a description, and named fields one under the other (an embed's)."""

    title: str | None = None
    description: str | None = None
    fields: list[tuple[str, str]] = field(default_factory=list)

    def add_field(self, name: str, value: str) -> None:
        self.fields.append((name, value))


def embed(page: Page) -> discord.Embed:
    """The page as Discord shows it: each field on a line of its own."""
    out = discord.Embed(title=page.title, description=page.description)
    for name, value in page.fields:
        out.add_field(name=name, value=value, inline=False)
    return out
