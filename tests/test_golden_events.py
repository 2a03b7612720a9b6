"""Golden event streams: a few fixed-seed random-bot games must give exactly the same events as when the
hashes below were recorded. Engine speed-ups must not change any game; a rule change that does must
record new hashes on purpose (run this file as a script to print them).

The games are played by ``game.sim.random_game`` (random bots): a change to the random bot changes them
too, and needs new hashes as well.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from game.sim import random_game

# (players, seed, aliens) -> sha256 of the game's event stream, setup included
GOLDEN: dict[tuple[int, int, str], str] = {
    (5, 1, "none"): "5a09be9eb4c2f2f201eb0e9452618c77ddeff71a7fa16d84994c26d26517641a",
    (5, 2, "none"): "c544949d7e707942fca8415bea6c261db87b1433e692d4236c626c0fa943c0ef",
    (4, 3, "none"): "a3aa408f3552676167b467563426a153e99a617cc60f3c5e4becf695d50ee960",
    (3, 4, "none"): "509bf67f9da864cd8ddfe46b3f22003fac1ab7e077a547a1e3cf6591e9cc9b3e",
    (5, 11, "random"): "9aaf05d20a0e03e820179cf3d20bf4a8456a2c46da42227ce685ea148758d27e",
    (5, 12, "random"): "0d3f938b8b08e60400d2069db730b0535f5486aa42c3f2ca2256d8beb72d1188",
    (5, 13, "random"): "500f39d8175f6a28efa954422a0c6759cfa982dbf37e3fb149a493a89fb131a4",
    (5, 14, "random"): "df4b8eda74be9fc45758ee45132672057b007f332a7401b50440c941890e8f18",
    (5, 15, "random"): "8b02517a202e73e4fce95cd7452a598b0615df1a6866092b6bfbd564af73082b",
    (5, 16, "random"): "9f9425f295fe14d052742dbf37f79ac0ea2bb0b29a055327a9864fdeeb43c918",
    (5, 17, "random"): "725ef433f1e67d3a77b43d3a2be2fbe55a3a27734f688703b69b7eaf3f822a18",
    (5, 18, "random"): "835143a9987e87782117dd3eeec923f0be927d80e5d8d4ad957bdb41386ce820",
    (5, 19, "random"): "de6b5bbbbd87491e5afc37bbf77839a41f61dd4ab3f1bc8e80a98d1b03baada0",
    (5, 20, "random"): "2f8f7fe7de16ba64affc5ab485cd1bd9f632f49a3fbcaa93f3fb211844923491",
    (3, 21, "random"): "3c1018390d31362b0afe516ff866d07402924c584d1898fd4c3758b05fdab577",
    (4, 22, "random"): "53dc36f926d286d2a6b3d5bbf3286a242afcc638e224b061ce5125f6be38f7f7",
}


def stream_hash(players: int, seed: int, aliens: str) -> str:
    """The sha256 of every event of a random-bot game, in order, with its visibility."""
    digest = hashlib.sha256()

    def on_action(state: Any, action: Any, events: list[Any]) -> None:
        for e in events:
            digest.update(json.dumps([e.kind, e.data, e.to], sort_keys=True, default=list).encode())

    random_game(players, seed, aliens=aliens, on_action=on_action)
    return digest.hexdigest()


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_fixed_seed_games_give_the_recorded_events(key: tuple[int, int, str]) -> None:
    assert stream_hash(*key) == GOLDEN[key], f"game {key} changed"


if __name__ == "__main__":
    games = [(5, 1, "none"), (5, 2, "none"), (4, 3, "none"), (3, 4, "none")]
    games += [(5, seed, "random") for seed in range(11, 21)] + [(3, 21, "random"), (4, 22, "random")]
    for players, seed, aliens in games:
        print(f"    ({players}, {seed}, {aliens!r}): {stream_hash(players, seed, aliens)!r},")
