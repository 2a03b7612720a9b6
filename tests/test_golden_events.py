"""Golden event streams: a few fixed-seed random-bot games must give exactly the same events as when the
hashes below were recorded. Engine speed-ups must not change any game; a rule change that does must
record new hashes on purpose (run this file as a script to print them).

The games are played by random bots: a change to the random bot changes them too, and needs new hashes
as well. ``GOLDEN`` holds the games of the SplitMix64 generator every save from before the keyed one
replays with (its configs and its random bots' generators are asked for explicitly here): those must never
change. ``GOLDEN_KEYED`` holds the same tables dealt by the keyed generator of new games
(``game.sim.random_game``).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any

import pytest

from game import rng
from game.bots.random_bot import RandomBot
from game.sim import play, random_game, table_config

Key = tuple[int, int, str]

# (players, seed, aliens) -> sha256 of the game's event stream, setup included (SplitMix64)
GOLDEN: dict[Key, str] = {
    (5, 1, "none"): "5a09be9eb4c2f2f201eb0e9452618c77ddeff71a7fa16d84994c26d26517641a",
    (5, 2, "none"): "c544949d7e707942fca8415bea6c261db87b1433e692d4236c626c0fa943c0ef",
    (4, 3, "none"): "a3aa408f3552676167b467563426a153e99a617cc60f3c5e4becf695d50ee960",
    (3, 4, "none"): "75e5832b9fb4eb7fcac215ac8dcf1c8f4dd30a1db461252c160638e77a09a716",
    (5, 11, "random"): "576a2f10c8dcdacea20ea3ba6a56e933f716faef67ff39c59c954f6095a26706",
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
    (4, 22, "random"): "bfcb2aeadaff51d6ce1e8c42f0c8ffc58c4f60f69c79addcfa4ff5e992750592",
}

# the same tables with the keyed generator and random_game's bots (recorded by running this file)
GOLDEN_KEYED: dict[Key, str] = {
    (5, 1, "none"): "cc69e7f9d166c128fa5306d0faf7439a32d5fe617146529528b1e174bb74e8d5",
    (5, 2, "none"): "74bf7aea6f7ba91c0c539017a8b55038e02ecbae485dceabb78a8cdbe0ef7035",
    (4, 3, "none"): "1a86767a96e06f4b8e45f5793ed6e3b4e6ade17199e123667bb2a023c6c78634",
    (3, 4, "none"): "d6dae7269e79c1504bf23bc3f4c8987583ab1bb976810976f7ce04c543eab867",
    (5, 11, "random"): "1de3627a765141624579bbd73273a719cc07e86dc7e53fb7e9acfd4e837b90ae",
    (5, 12, "random"): "9641b7360e17a17667a057c5bd2370f958e8efeb6d61a3407f1aaaa8cd8599a1",
    (5, 13, "random"): "75e23e342b1e5f72d6570d26341c2368aa4a9627804d7e9c12eebfe4ac42e9e5",
    (5, 14, "random"): "00820d29a8c49a806030a1ab2daf02c060baa370473187ea2ed29f1264d9a69a",
    (5, 15, "random"): "b9cfa32fb6cb58ce72bbb23b0da9a95f690ace2d84d3b819da488a04661bf9e9",
    (5, 16, "random"): "d354ddac4bbfc65d04327d8f39578271bbbc7bd11af17795107e88e9d868294c",
    (5, 17, "random"): "856a357b5387e6d0030fb56a9d77765b9ab534393fceb0a548827f058679fdea",
    (5, 18, "random"): "4e623e9f8247621da8087097c8e5e007d74fbfb547096fa81b64cccc3d4acc52",
    (5, 19, "random"): "01c33f0063e62b77a8015d78c52ca103b1b037363d1f3d09dfb90e7310fee77a",
    (5, 20, "random"): "2b0c06f6df81ab7890fc65d2dae2ff62eed0115ca6ae44bc93a96820382624f4",
    (3, 21, "random"): "31a1846379c6ba511c0b4c69b8eed0884b0e6a87cbf24965856b02de3cef713f",
    (4, 22, "random"): "ee1f525723344a763a2829d7de6c9cacffd06239b2c6e4ab1a780c42fc20b874",
}


def legacy_bot(seed: int) -> RandomBot:
    """A random bot drawing from SplitMix64 with the seed tables gave their bots before the keyed
    generator (``seed * 1000 + seat + 1``)."""
    bot = RandomBot(seed)
    bot.rng = rng.Rng(seed, rng.SPLITMIX64)
    return bot


def stream_hash(players: int, seed: int, aliens: str, generator: str = rng.KEYED, **table: Any) -> str:
    """The sha256 of every event of a random-bot game, in order, with its visibility (``table``: more of
    ``random_game``'s table options, for the keyed generator)."""
    digest = hashlib.sha256()

    def on_action(state: Any, action: Any, events: list[Any]) -> None:
        for e in events:
            digest.update(json.dumps([e.kind, e.data, e.to], sort_keys=True, default=list).encode())

    if generator == rng.KEYED:
        random_game(players, seed, aliens=aliens, on_action=on_action, **table)
    else:
        config = dataclasses.replace(table_config(players, seed, aliens), rng=generator)
        play(config, [legacy_bot(seed * 1000 + s + 1) for s in range(players)], on_action=on_action)
    return digest.hexdigest()


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_fixed_seed_games_give_the_recorded_events(key: Key) -> None:
    assert stream_hash(*key, generator=rng.SPLITMIX64) == GOLDEN[key], f"game {key} changed"


@pytest.mark.parametrize("key", sorted(GOLDEN_KEYED))
def test_fixed_seed_games_of_the_keyed_generator_give_the_recorded_events(key: Key) -> None:
    assert stream_hash(*key) == GOLDEN_KEYED[key], f"game {key} changed"


if __name__ == "__main__":
    games = [(5, 1, "none"), (5, 2, "none"), (4, 3, "none"), (3, 4, "none")]
    games += [(5, seed, "random") for seed in range(11, 21)] + [(3, 21, "random"), (4, 22, "random")]
    for name, generator in (("GOLDEN", rng.SPLITMIX64), ("GOLDEN_KEYED", rng.KEYED)):
        print(f"{name}: dict[Key, str] = {{")
        for players, seed, aliens in games:
            print(f"    ({players}, {seed}, {aliens!r}): {stream_hash(players, seed, aliens, generator)!r},")
        print("}")
