"""Saboteur (Cosmic Conflict): its tokens at setup (one trap and two decoys per player, one token at most by
a planet, face down); ships landing by a token reveal it (a trap sends every ship there to the warp, the
landed ones too; a decoy does nothing); ships landing together all stand on the planet before the token
shows (FAQ S5); its own ships trip it too (our reading); rearming at the start of an encounter; the kinds
are secret to all but the Saboteur; the rebuilt Wild and Super."""

from __future__ import annotations

from typing import Any

from encounter_kit import encounter, run, run_with_extra

from game.aliens.saboteur import DECOY, TRAP, key
from game.cards.catalog import CARD_NAME
from game.config import default_config
from game.determinize import scramble
from game.engine import apply, new_game
from game.rng import Rng
from game.view import view_for

CONFLICT = {"expansions": ["conflict"]}
HANDS = {"0": ["Attack 08"], "1": ["Attack 04"], "2": ["Attack 04"]}
TRAPS = [5, 10, 11]
DECOYS = [6, 7, 12, 13, 14, 0]


def place(seat: int, traps: list[int], decoys: list[int]) -> list[dict[str, Any]]:
    """The Saboteur's setup answers, its traps and then its decoys (one of each kind per player: five
    planets a system): each token's system, planet and kind, a step left out where it has a single option
    (the engine takes it without asking)."""
    players = len(traps)
    sheet = [TRAP] * players + [DECOY] * (2 * players)
    placed: set[int] = set()
    out: list[dict[str, Any]] = []
    for kind, planet in [(TRAP, p) for p in traps] + [(DECOY, p) for p in decoys]:
        free = [q for q in range(5 * players) if q not in placed]
        if len({q // 5 for q in free}) > 1:
            out.append({"seat": seat, "type": "saboteur_system", "system": planet // 5, "how": "setup"})
        if len([q for q in free if q // 5 == planet // 5]) > 1:
            out.append({"seat": seat, "type": "saboteur_planet", "planet": planet, "how": "setup"})
        if len(set(sheet)) > 1:
            out.append({"seat": seat, "type": "saboteur_token", "kind": kind, "planet": planet})
        sheet.remove(kind)
        placed.add(planet)
    return out


SETUP = len(place(2, TRAPS, DECOYS))  # the setup answers of ``game()``'s tokens


def game(
    traps: list[int] = TRAPS,
    decoys: list[int] = DECOYS,
    hands: dict[str, list[str]] = HANDS,
    off: str = "Attack 08",
    dfn: str = "Attack 04",
    rearm: list[dict[str, Any]] | None = None,
    **kw: Any,
) -> dict[str, Any]:
    """Seat 2 is the Saboteur; seat 0 attacks planet 5 (seat 1's)."""
    data = encounter(["", "", "Saboteur"], hands, off, dfn, config=CONFLICT, **kw)
    start = place(2, traps, decoys) + (rearm if rearm is not None else [{"seat": 2, "type": "pass"}])
    data["actions"][:0] = start
    return data


def _events(result: Any, kind: str) -> list[dict[str, Any]]:
    return [e.data for e in result.events if e.kind == kind]


def test_setup_one_trap_two_decoys_per_player_one_token_a_planet() -> None:
    data = game()
    data["actions"] = data["actions"][: len(place(2, TRAPS, DECOYS[:1]))]
    state = run(data).state
    assert len(state.extra[key(2)]["sheet"]) == 9 - 4
    prompt = next(p for p in state.prompts if p.seat == 2)
    assert prompt.ctx == "saboteur_system"  # first the system, then a planet in it, then the kind
    assert [o["system"] for o in prompt.options] == [0, 1, 2]
    data["actions"].append({"seat": 2, "type": "saboteur_system", "system": 2, "how": "setup"})
    prompt = next(p for p in run(data).state.prompts if p.seat == 2)
    assert prompt.ctx == "saboteur_planet"
    assert [o["planet"] for o in prompt.options] == [12, 13, 14]  # 10 and 11 hold a trap
    data["actions"].append({"seat": 2, "type": "saboteur_planet", "planet": 13, "how": "setup"})
    state = run(data).state  # only decoys are left: laid without asking which kind
    assert state.extra[key(2)]["planets"]["13"] == DECOY
    full = run(game()).state.extra[key(2)]
    # one trap sprang in the encounter below and went back to the sheet
    assert sorted(full["planets"].values()) + full["sheet"] == sorted([TRAP] * 3 + [DECOY] * 6)


def test_trap_sends_every_ship_on_the_planet_to_the_warp() -> None:
    result = run(game())
    state = result.state
    assert _events(result, "saboteur_token_revealed") == [{"seat": 2, "planet": 5, "token": TRAP}]
    assert state.ships[5 * 3 + 0] == 0 and state.ships[5 * 3 + 1] == 0
    assert TRAP in state.extra[key(2)]["sheet"] and "5" not in state.extra[key(2)]["planets"]
    assert state.warp[0] == 3


def test_decoy_goes_back_and_nothing_happens() -> None:
    result = run(game(traps=[10, 11, 12], decoys=[5, 6, 7, 13, 14, 0]))
    state = result.state
    assert _events(result, "saboteur_token_revealed") == [{"seat": 2, "planet": 5, "token": DECOY}]
    assert state.ships[5 * 3 + 0] == 3


def test_s5_offense_and_allies_land_together_and_all_are_trapped() -> None:
    hands = {"0": ["Attack 08"], "1": ["Attack 04"], "2": ["Attack 04"]}
    data = game(
        hands=hands,
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
    )
    result = run(data)
    state = result.state
    assert len(_events(result, "saboteur_token_revealed")) == 1
    assert state.ships[5 * 3 + 0] == 0 and state.ships[5 * 3 + 2] == 0  # its own ships too (our reading)
    assert state.warp[0] == 3 and state.warp[2] == 2


def test_s5_one_landing_for_the_offense_and_its_allies() -> None:
    hands = {"0": ["Attack 08"], "1": ["Attack 04", "Flare: Saboteur"], "2": ["Attack 04"]}
    data = game(
        traps=[10, 11, 12],
        decoys=[6, 7, 13, 14, 0, 1],
        hands=hands,
        invites=([2], []),
        allies=({"seat": 2, "type": "ally", "side": "offense", "ships": [[10, 2]]},),
    )
    state = run(data).state  # the Wild holder (seat 1) is asked in the LANDED window
    assert state.enc.mods.landings == [{"planet": 5, "seats": {"0": 3, "2": 2}}]


def test_no_token_no_reveal() -> None:
    result = run(game(traps=[10, 11, 12], decoys=[6, 7, 13, 14, 0, 1]))
    assert not _events(result, "saboteur_token_revealed")
    assert result.state.ships[5 * 3 + 0] == 3


def test_rearm_swaps_two_tokens() -> None:
    rearm = [
        {"seat": 2, "type": "power", "alien": "Saboteur", "use": "rearm", "form": "swap"},
        {"seat": 2, "type": "saboteur_swap", "first": 5},
        {"seat": 2, "type": "saboteur_swap", "first": 5, "second": 6},
    ]
    result = run(game(rearm=rearm))
    assert _events(result, "saboteur_tokens_swapped") == [{"seat": 2, "first": 5, "second": 6}]
    assert _events(result, "saboteur_token_revealed") == [{"seat": 2, "planet": 5, "token": DECOY}]
    assert result.state.extra[key(2)]["planets"]["6"] == TRAP


def test_rearm_places_a_token_from_the_sheet() -> None:
    rearm = [
        {"seat": 2, "type": "power", "alien": "Saboteur", "use": "rearm", "form": "place"},
        {"seat": 2, "type": "saboteur_system", "system": 1, "how": "rearm"},
        {"seat": 2, "type": "saboteur_planet", "planet": 5, "how": "rearm"},
    ]  # only a trap is on the sheet: laid without asking which kind
    data = game(rearm=rearm)
    data["actions"] = data["actions"][SETUP:]
    laid = {"planets": {"10": TRAP, "11": TRAP, **{str(p): DECOY for p in DECOYS}}, "sheet": [TRAP]}
    result = run_with_extra(data, {key(2): laid})
    assert _events(result, "saboteur_token_revealed") == [{"seat": 2, "planet": 5, "token": TRAP}]


def test_rearm_may_swap_with_a_token_of_the_sheet() -> None:
    rearm = [
        {"seat": 2, "type": "power", "alien": "Saboteur", "use": "rearm", "form": "swap"},
        {"seat": 2, "type": "saboteur_swap", "first": 5},
        {"seat": 2, "type": "saboteur_swap", "first": 5, "second": -1, "kind": TRAP},
    ]
    data = game(rearm=rearm)
    data["actions"] = data["actions"][SETUP:]
    laid = {
        "planets": {"10": TRAP, "11": TRAP, "5": DECOY, **{str(p): DECOY for p in DECOYS[1:6]}},
        "sheet": [TRAP],
    }
    result = run_with_extra(data, {key(2): laid})
    assert _events(result, "saboteur_token_revealed") == [{"seat": 2, "planet": 5, "token": TRAP}]
    assert result.state.extra[key(2)]["sheet"] == [DECOY, TRAP]


def test_the_kinds_are_secret_to_all_but_the_saboteur() -> None:
    data = game()
    data["actions"] = data["actions"][:SETUP]  # every token placed, the Regroup window open
    state = run(data).state
    mine = view_for(state, 2)
    assert mine["alien_private"]["token_kinds"]["5"] == TRAP
    for seat in (0, 1, None):
        view = view_for(state, seat)
        text = repr(view)
        assert TRAP not in text and DECOY not in text
        for s in range(5):
            assert view_for(scramble(state, seat, Rng(s)), seat) == view
    public = view_for(state, 0)["players"][2]["alien_info"]
    assert public["tokens_by"] == sorted(TRAPS + DECOYS) and public["tokens_on_sheet"] == 0
    # the scramble does deal the kinds again (so the check above could catch a leak)
    assert scramble(state, 0, Rng(0)).extra[key(2)]["planets"] != state.extra[key(2)]["planets"]


def test_wild_sends_ships_landing_in_your_home_system() -> None:
    hands = {"0": ["Attack 08"], "1": ["Attack 04", "Flare: Saboteur"], "2": ["Attack 04"]}
    data = game(traps=[10, 11, 12], decoys=[6, 7, 13, 14, 0, 1], hands=hands)
    data["actions"].append(
        {"seat": 1, "type": "play", "card": "Flare: Saboteur", "half": "wild", "use": "wild", "planet": 5}
    )
    result = run(data)
    assert result.state.ships[5 * 3 + 0] == 0 and result.state.warp[0] == 3


def test_super_makes_a_decoy_act_as_a_trap() -> None:
    hands = {"0": ["Attack 08"], "1": ["Attack 04"], "2": ["Attack 04", "Flare: Saboteur"]}
    data = game(traps=[10, 11, 12], decoys=[5, 6, 7, 13, 14, 0], hands=hands)
    data["actions"].append(
        {"seat": 2, "type": "play", "card": "Flare: Saboteur", "half": "super", "use": "super", "planet": 5}
    )
    result = run(data)
    assert _events(result, "saboteur_token_revealed") == [{"seat": 2, "planet": 5, "token": DECOY}]
    assert result.state.ships[5 * 3 + 0] == 0


def test_ships_retrieved_onto_a_trapped_colony_trip_it() -> None:
    """AR-MobiusTubes-2: ships coming out of the warp onto a colony land there too."""
    data = game(traps=[0, 10, 11], decoys=[6, 7, 12, 13, 14, 1])
    setup = len(place(2, [0, 10, 11], [6, 7, 12, 13, 14, 1]))
    data["setup"]["ships"] = {"0": {"0": 4, "1": 4, "2": 4, "3": 4, "4": 3}}
    data["actions"].insert(setup + 1, {"seat": 0, "type": "place", "ships": [[0, 1]]})
    data["actions"] = data["actions"][: setup + 2]
    result = run(data)
    assert _events(result, "saboteur_token_revealed") == [{"seat": 2, "planet": 0, "token": TRAP}]
    assert result.state.ships[0 * 3 + 0] == 0 and result.state.warp[0] == 5


def test_a_merchant_2_hired_ships_landing_on_a_trap_are_lost_too() -> None:
    """FAQ A-Merchant-2: the Merchant's hired ships are ships: landing on a trapped planet, they go too."""
    hands = {"0": ["Attack 08", "Attack 04", "Negotiate"], "1": ["Attack 04"], "2": ["Attack 06"]}
    data = encounter(
        ["Merchant", "", "Saboteur"],
        hands,
        "Attack 08",
        "Attack 04",
        after=(
            {"seat": 0, "type": "power", "alien": "Merchant", "use": "hire", "hired": 2},
            {"seat": 0, "type": "hire", "cards": ["Attack 04", "Negotiate"]},
        ),
        config={"expansions": ["conflict", "incursion"]},
    )
    data["actions"][:0] = [*place(2, TRAPS, DECOYS), {"seat": 2, "type": "pass"}]
    result = run(data)
    lost = [e.data["cards"] for e in result.events if e.kind == "discarded" and e.data["seat"] == 0]
    assert [sorted(CARD_NAME[c] for c in cards) for cards in lost] == [["Attack 04", "Negotiate"]]
    assert result.state.warp[0] == 3 and not {"Attack 04", "Negotiate"} & {
        CARD_NAME[c] for c in result.state.hands[0]
    }


def test_f_saboteur_w1_the_wild_sends_ships_to_the_warp() -> None:
    """FAQ F-Saboteur-W1: the Wild's ships are *sent* to the warp by its player (Sadist Wild counts them);
    a Healer, asked in the LOST window, shows the loss record."""
    hands = {
        "0": ["Attack 08"],
        "1": ["Attack 04", "Flare: Saboteur"],
        "2": ["Attack 04"],
        "3": ["Attack 05"],
    }
    data = encounter(["", "", "Saboteur", "Healer"], hands, "Attack 08", "Attack 04", config=CONFLICT)
    data["actions"][:0] = [
        *place(2, [10, 11, 12, 0], [6, 7, 13, 14, 1, 2, 3, 4]),
        {"seat": 2, "type": "pass"},
    ]
    data["actions"] += [
        {"seat": 3, "type": "pass"},  # the Healer lets the defense's ships stay in the warp
        {"seat": 1, "type": "play", "card": "Flare: Saboteur", "half": "wild", "use": "wild", "planet": 5},
    ]
    state = run(data).state
    losses = state.enc.mods.losses or []
    assert {"seat": 0, "kind": "sent", "by": 1} in [{k: r[k] for k in ("seat", "kind", "by")} for r in losses]


def test_at_seven_players_each_step_fits_a_page_and_every_planet_is_reachable() -> None:
    """Seven players: 35 planets and two kinds were 70 options in one prompt; now the system (7), then the
    planet (5 at most), then the kind (2): at most nine options a prompt (a page of the panel), and every
    planet still reachable."""
    aliens = [None] * 6 + ["Saboteur"]
    config = default_config(7, seed=3, aliens=aliens, expansions=("incursion", "conflict"))
    state, _ = new_game(config)
    prompt = next(p for p in state.prompts if p.seat == 6)
    assert prompt.ctx == "saboteur_system" and len(prompt.options) == 7
    reachable = set()
    for option in prompt.options:
        trial = state.copy()
        apply(trial, {"seat": 6, **option})
        planets = next(p for p in trial.prompts if p.seat == 6)
        assert planets.ctx == "saboteur_planet" and len(planets.options) <= 9
        reachable |= {o["planet"] for o in planets.options}
        apply(trial, {"seat": 6, **planets.options[0]})
        kinds = next(p for p in trial.prompts if p.seat == 6)
        assert kinds.ctx == "saboteur_setup" and {o["kind"] for o in kinds.options} == {TRAP, DECOY}
    assert reachable == set(range(35))


def test_at_seven_players_a_swap_is_asked_system_first() -> None:
    """21 tokens on planets: more than a page, so the token that moves is picked system first, then
    among that system's tokens; what it swaps with the same way (the sheet would be one more group)."""
    hands = {str(s): ["Attack 08"] for s in range(7)}
    aliens = ["", "", "Saboteur", "", "", "", ""]
    data = encounter(
        aliens, hands, "Attack 08", "Attack 04", config={"expansions": ["incursion", "conflict"]}
    )
    kinds = {str(p): TRAP if p % 5 == 0 else DECOY for p in range(35) if p % 5 < 3}  # 7 traps, 14 decoys
    laid = {"planets": kinds, "sheet": []}
    data["actions"] = [
        {"seat": 2, "type": "power", "alien": "Saboteur", "use": "rearm", "form": "swap"},
        {"seat": 2, "type": "saboteur_swap_system", "system": 1, "first": -2},
        {"seat": 2, "type": "saboteur_swap", "first": 5},
    ]
    state = run_with_extra({**data, "actions": data["actions"][:1]}, {key(2): laid}).state
    prompt = next(p for p in state.prompts if p.seat == 2)
    assert prompt.ctx == "saboteur_swap_system" and len(prompt.options) == 7
    state = run_with_extra(data, {key(2): laid}).state
    prompt = next(p for p in state.prompts if p.seat == 2)
    assert prompt.ctx == "saboteur_swap_system" and len(prompt.options) <= 9
    data["actions"] += [
        {"seat": 2, "type": "saboteur_swap_system", "system": 3, "first": 5},
        {"seat": 2, "type": "saboteur_swap", "first": 5, "second": 16},
    ]
    state = run_with_extra(data, {key(2): laid}).state
    assert state.extra[key(2)]["planets"]["5"] == DECOY and state.extra[key(2)]["planets"]["16"] == TRAP
