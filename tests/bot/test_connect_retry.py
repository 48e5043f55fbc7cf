"""Trying Discord again when it cannot be reached at start (`bot.__main__`): which errors count
as Discord out of reach (and which do not: a refused token, a file or database error), how each
is put on one line, and the waits between tries.  The whole behaviour, through the real entry
point, is in tests/e2e/test_admin_unreachable.py."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
import pytest

from bot.__main__ import RETRY_MAX_SECONDS, retry_delay, unreachable_reason


def conn_key() -> Any:  # what aiohttp's connection errors read: host, port, ssl
    return SimpleNamespace(host="discord.com", port=443, ssl=True, is_ssl=True)


def dns_failure() -> aiohttp.ClientConnectorDNSError:
    return aiohttp.ClientConnectorDNSError(conn_key(), OSError(-2, "Name or service not known"))


def refused() -> aiohttp.ClientConnectorError:
    return aiohttp.ClientConnectorError(conn_key(), ConnectionRefusedError(111, "Connect call failed"))


def server_error(status: int) -> discord.DiscordServerError:
    response: Any = SimpleNamespace(status=status, reason="Bad Gateway")
    return discord.DiscordServerError(response, "")


def test_no_connection_and_discord_s_own_failures_count_as_out_of_reach() -> None:
    assert unreachable_reason(dns_failure()) == ("Cannot connect to host discord.com:443 ssl:default "
                                                 "[Name or service not known]")
    assert "Cannot connect to host discord.com:443" in (unreachable_reason(refused()) or "")
    assert unreachable_reason(aiohttp.ServerDisconnectedError()) == "Server disconnected"
    assert unreachable_reason(aiohttp.ConnectionTimeoutError()) == "ConnectionTimeoutError"
    assert unreachable_reason(server_error(502)) == "Discord answered 502"
    assert unreachable_reason(discord.GatewayNotFound()) is not None


@pytest.mark.parametrize("error", [
    discord.LoginFailure("Improper token has been passed."),  # a set-up mistake: exit 2
    PermissionError(13, "Permission denied: 'data'"),  # the database's folder
    ConnectionRefusedError(111, "Connect call failed"),  # not from Discord's HTTP client: a database, say
    TimeoutError(),
    ValueError("boom"),
])
def test_other_errors_are_not_taken_for_discord_out_of_reach(error: BaseException) -> None:
    assert unreachable_reason(error) is None


def test_the_reason_is_one_short_line() -> None:
    error = aiohttp.ServerDisconnectedError("first line\n  second line " + "x" * 400)
    reason = unreachable_reason(error)
    assert reason is not None and "\n" not in reason and len(reason) <= 200 and reason.startswith("first line second")


def test_the_waits_double_from_the_first_up_to_a_minute_with_a_little_jitter() -> None:
    rng = random.Random(7)
    for failures, base in [(1, 1), (2, 2), (3, 4), (4, 8), (5, 16), (6, 32)]:
        for _ in range(50):
            assert 0.9 * base <= retry_delay(failures, rng=rng) <= 1.1 * base
    for failures in (7, 8, 20, 1000):
        waits = [retry_delay(failures, rng=rng) for _ in range(50)]
        assert all(0.9 * RETRY_MAX_SECONDS <= w <= RETRY_MAX_SECONDS for w in waits)
    assert len({round(retry_delay(3, rng=rng), 6) for _ in range(20)}) > 1  # not in lock step
    assert 0.18 <= retry_delay(2, first=0.1, rng=rng) <= 0.22
