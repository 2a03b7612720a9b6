"""A LAN table's seed stays at the host: a whole game over loopback TCP with a 128-bit seed, and not one byte
sent to any connection holds the seed, the generator's key or its state."""

from __future__ import annotations

from typing import Any

import msgpack
from net_kit import new_core, play_watched

from game import rng


def patterns(value: int) -> list[bytes]:
    """A 128-bit number as it could sit in packed bytes: either byte order, either 64-bit half, decimal."""
    raw = value.to_bytes(16, "little")
    return [raw, raw[::-1], raw[:8], raw[8:], raw[:8][::-1], raw[8:][::-1], str(value).encode()]


def test_no_message_of_a_lan_game_holds_the_seed() -> None:
    seed = 0x9D2C5680F1E4B7A3C06E81D5529B3F17  # 128 bits, as rng.new_seed() draws them
    core = new_core(players=5, bots=1, seed=seed, table_options={"alien_mode": "random"})
    sent: list[bytes] = []
    send = core.send

    def packed(cid: int, message: Any) -> None:
        sent.append(msgpack.packb(message, use_bin_type=True))  # a 128-bit number would not even pack
        send(cid, message)

    core.send = packed  # type: ignore[method-assign]
    done, _, problems = play_watched(core, 4, "random", check_cards=False)
    assert not problems, problems[:5]
    assert core.rec is not None and core.rec.config.seed == seed
    assert all(c.config is not None and c.config.seed == 0 for c in done)
    blob = b"".join(sent)
    assert len(sent) > 1000
    key = (rng.seed_state(seed) >> 64) & ((1 << 128) - 1)
    for secret in (seed, key):
        for pattern in patterns(secret):
            assert pattern not in blob
