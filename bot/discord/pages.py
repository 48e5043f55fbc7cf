"""Pages: what a feature says as a titled page of fields (/stats, /history, /daily board),
written without Discord; the adapter sends one as a message's words (`payload`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Page:
    """A title, a description, and named fields one under the other."""

    title: str | None = None
    description: str | None = None
    fields: list[tuple[str, str]] = field(default_factory=list)

    def add_field(self, name: str, value: str) -> None:
        self.fields.append((name, value))


def payload(page: Page) -> dict[str, Any]:
    """The page as a message's words (`bot.discord.layout`): its title a heading, each
    field's name in bold over its value."""
    lines = [page.description] if page.description else []
    lines += [f"**{name}**\n{value}" for name, value in page.fields]
    return {"head": f"### {page.title}" if page.title else "", "content": "\n".join(lines)}
