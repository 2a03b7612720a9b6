"""Bad input: every illegal or malformed action is refused with a stable code and changes nothing; random
junk thrown at the engine only ever gets IllegalAction; corrupt saves are refused with the right code."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import Driver, examples, situations, variant_config, walk

from game.config import default_config
from game.engine import TABLE, apply, new_game
from game.errors import CorruptSave, IllegalAction
from game.invariants import check_invariants
from game.prompts import Prompt
from game.replay import SAVE_VERSION, Recorder, load, load_file, save_file
from game.sim import random_game
from game.state import GameState
from game.wire import state_hash


def at(ctx: str) -> tuple[GameState, Prompt]:
    """A fresh copy of a state where a prompt of ``ctx`` is open, and that prompt."""
    state = situations()[ctx].copy()
    return state, next(p for p in state.prompts if p.ctx == ctx)


def refused(state: GameState, action: Any, code: str) -> IllegalAction:
    """Assert ``action`` is refused with ``code`` and the state is exactly as it was."""
    before = state.copy()
    digest = state_hash(state)
    with pytest.raises(IllegalAction) as info:
        apply(state, action)
    assert info.value.code == code, info.value
    assert state_hash(state) == digest
    assert state == before
    return info.value


def answer(prompt: Prompt, **body: Any) -> dict[str, Any]:
    return {"seat": prompt.seat, **body}


# --- the envelope -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("junk", [None, 3, "pass", [], [0, "pass"], ("seat", 0), b"\x80"])
def test_an_action_must_be_a_map(junk: Any) -> None:
    state, _ = at("select_card")
    refused(state, junk, "malformed")


@pytest.mark.parametrize(
    "action",
    [
        {},
        {"type": "pass"},
        {"seat": 0},
        {"seat": True, "type": "pass"},
        {"seat": False, "type": "pass"},
        {"seat": "0", "type": "pass"},
        {"seat": 0.0, "type": "pass"},
        {"seat": None, "type": "pass"},
        {"seat": 0, "type": 1},
        {"seat": 0, "type": None},
        {"seat": 0, "type": ["pass"]},
    ],
)
def test_seat_and_type_are_required_and_typed(action: dict[str, Any]) -> None:
    state, _ = at("select_card")
    refused(state, action, "malformed")


@pytest.mark.parametrize("seat", [-2, 5, 99, 2**70])
def test_unknown_seat(seat: int) -> None:
    state, _ = at("window")
    refused(state, {"seat": seat, "type": "pass"}, "no_such_seat")


def test_not_your_prompt() -> None:
    state, _ = at("launch_ships")
    waiting = {p.seat for p in state.prompts}
    idle = next(s for s in range(state.n) if s not in waiting)
    refused(state, {"seat": idle, "type": "launch", "ships": [[0, 1]]}, "not_your_prompt")
    refused(state, {"seat": idle, "type": "pass"}, "not_your_prompt")


@pytest.mark.parametrize("stale", [0, -1, "1", None, [1]])
def test_stale_prompt_id(stale: Any) -> None:
    state, prompt = at("select_card")
    action = {**answer(prompt, **prompt.options[0]), "prompt": stale}
    refused(state, action, "stale_prompt")
    refused(state, {**action, "prompt": prompt.id + 1}, "stale_prompt")
    apply(state, {**action, "prompt": prompt.id})  # the right id is accepted


# --- choose -------------------------------------------------------------------------------------------------


def test_choice_not_offered() -> None:
    state, prompt = at("select_card")
    offered = {o["card"] for o in prompt.options}
    other = next(c for c in range(200) if c not in offered)
    option = dict(prompt.options[0])
    for body in (
        {"type": "encounter_card", "card": other},
        {"type": "encounter_card"},
        {"type": "encounter_card", "card": option["card"], "extra": 1},
        {"type": "pass"},
        {"type": "play", "card": option["card"]},
    ):
        refused(state, answer(prompt, **body), "illegal_choice")


@pytest.mark.parametrize("ctx", ["launch_aim", "select_card", "second_encounter", "window", "destiny_wild"])
def test_choice_with_look_alike_values(ctx: str) -> None:
    """``1.0`` and ``True`` equal ``1`` in Python, but they are not the option offered."""
    state, prompt = at(ctx)
    for option in prompt.options:
        for key, value in option.items():
            if isinstance(value, bool):
                fakes: list[Any] = [int(value)]
            elif isinstance(value, int):
                fakes = [float(value)] + ([bool(value)] if value in (0, 1) else [])
            else:
                continue
            for fake in fakes:
                refused(state, answer(prompt, **{**option, key: fake}), "illegal_choice")


# --- ships and place ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "ships",
    [
        None,
        5,
        "all",
        [5],
        [[5]],
        [[5, 1, 1]],
        [{"5": 1}],
        [[5, -1]],
        [[5, 0]],
        [[5, 1.0]],
        [[5, True]],
        [[5, "1"]],
        [[5.0, 1]],
        [[None, 1]],
        [[[5], 1]],
        [[5, 1], [5, 1]],
    ],
)
def test_malformed_ship_lists(ships: Any) -> None:
    state, prompt = at("launch_ships")
    source = prompt.spec["sources"][0][0]
    ships = json.loads(json.dumps(ships).replace("5", str(source))) if ships is not None else None
    refused(state, answer(prompt, type="launch", ships=ships), "malformed")


def test_ship_choices_outside_the_offer() -> None:
    state, prompt = at("launch_ships")
    (loc, available), *_ = prompt.spec["sources"]
    mine = {s for s, _ in prompt.spec["sources"]}
    foreign = next(p for p in range(len(state.planet_home)) if p not in mine)
    for ships in (
        [[loc, available + 1]],  # more than are there
        [[foreign, 1]],  # a planet without ships of this seat
        [["warp", 1]],
        [["gate", 1]] if "gate" not in mine else [[foreign, 1]],
        [],  # fewer than the minimum
    ):
        refused(state, answer(prompt, type="launch", ships=ships), "illegal_choice")
    many = [[s, c] for s, c in prompt.spec["sources"]]
    assert sum(c for _, c in many) > prompt.spec["max"]
    refused(state, answer(prompt, type="launch", ships=many), "illegal_choice")  # more than 4
    refused(state, answer(prompt, type="ally", ships=[[loc, 1]]), "illegal_choice")  # wrong answer type


def test_ship_answer_with_extra_fields() -> None:
    state, prompt = at("launch_ships")
    loc = prompt.spec["sources"][0][0]
    refused(state, answer(prompt, type="launch", ships=[[loc, 1]], side="offense"), "malformed")
    # keys that are not even strings (possible from Python callers, or bytes keys from msgpack)
    refused(state, {**answer(prompt, type="launch", ships=[[loc, 1]]), 7: 1, b"x": 2}, "malformed")


def test_ally_side_and_decline() -> None:
    state, prompt = at("ally")
    loc = prompt.spec["sources"][0][0]
    refused(state, answer(prompt, type="ally", ships=[[loc, 1]]), "illegal_choice")  # no side
    refused(state, answer(prompt, type="ally", ships=[[loc, 1]], side="neither"), "illegal_choice")
    refused(state, answer(prompt, type="ally", ships=[[loc, 5]], side="offense"), "illegal_choice")
    refused(state, answer(prompt, type="decline", ships=[]), "malformed")
    apply(state, answer(prompt, type="decline"))


def test_ships_in_a_prompt_without_decline() -> None:
    state, prompt = at("launch_ships")
    refused(state, answer(prompt, type="decline"), "illegal_choice")


def test_place_counts_and_planets() -> None:
    state, prompt = at("retrieve_ships")
    count, planets = prompt.spec["count"], prompt.spec["planets"]
    p = planets[0]
    elsewhere = next(q for q in range(len(state.planet_home)) if q not in planets)
    refused(state, answer(prompt, type="place", ships=[[p, count + 1]]), "illegal_choice")
    if count > 1:
        refused(state, answer(prompt, type="place", ships=[[p, count - 1]]), "illegal_choice")
    refused(state, answer(prompt, type="place", ships=[[elsewhere, count]]), "illegal_choice")
    refused(state, answer(prompt, type="place", ships=[[p, 0]]), "malformed")
    refused(state, answer(prompt, type="place", ships=[[p, count]], extra=1), "malformed")
    refused(state, answer(prompt, type="launch", ships=[[p, count]]), "malformed")
    refused(state, answer(prompt, type="place"), "malformed")
    apply(state, answer(prompt, type="place", ships=[[p, count]]))


# --- cards and invitations ----------------------------------------------------------------------------------


def test_cards_must_be_in_hand_and_as_asked() -> None:
    state, prompt = at("deal_cards")
    hand = state.hands[prompt.seat]
    pool, count = prompt.spec["from"], prompt.spec["count"]
    not_held = next(c for c in range(200) if c not in hand)
    refused(state, answer(prompt, type="deal_cards", cards=[not_held, *pool[: count - 1]]), "illegal_choice")
    refused(state, answer(prompt, type="deal_cards", cards=pool[: count + 1]), "illegal_choice")
    refused(state, answer(prompt, type="deal_cards", cards=[pool[0]] * (count + 1)), "malformed")
    refused(state, answer(prompt, type="deal_cards", cards=[str(pool[0])]), "malformed")
    refused(state, answer(prompt, type="deal_cards", cards=[True]), "malformed")
    refused(state, answer(prompt, type="deal_cards", cards=pool[0]), "malformed")
    refused(state, answer(prompt, type="discard", cards=pool[:count]), "malformed")
    apply(state, answer(prompt, type="deal_cards", cards=pool[:count]))


def test_plague_discard_one_per_group() -> None:
    state, prompt = at("plague_discard")
    groups = prompt.spec["groups"]
    firsts = [g[0] for g in groups]
    refused(state, answer(prompt, type="discard", cards=firsts[:-1]), "illegal_choice")
    big = next((g for g in groups if len(g) > 1), None)
    if big is not None:
        refused(state, answer(prompt, type="discard", cards=[*firsts, big[1]]), "illegal_choice")
    apply(state, answer(prompt, type="discard", cards=firsts))


def test_invitations() -> None:
    state, prompt = at("invite_offense")
    candidates = prompt.spec["candidates"]
    for main in (state.offense, state.enc.defense):
        refused(state, answer(prompt, type="invite", seats=[main]), "illegal_choice")
    refused(state, answer(prompt, type="invite", seats=[9]), "illegal_choice")
    refused(state, answer(prompt, type="invite", seats=candidates[:1] * 2), "malformed")
    refused(state, answer(prompt, type="invite", seats=[True]), "malformed")
    refused(state, answer(prompt, type="invite", seats="all"), "malformed")
    refused(state, answer(prompt, type="invite"), "malformed")
    apply(state, answer(prompt, type="invite", seats=candidates))


# --- deals --------------------------------------------------------------------------------------------------


def _side(cards: list[int] | None = None, count: int = 0, colony: int | None = None) -> dict[str, Any]:
    return {"cards": cards or [], "count": count, "kind": None, "colony": colony}


def test_deal_terms() -> None:
    state, prompt = at("deal")
    spec = prompt.spec
    me, them = spec["role"], ("defense" if spec["role"] == "offense" else "offense")
    other_cards = state.hands[spec["other"]]
    my_cards = spec["my_cards"]

    def propose(mine: dict[str, Any], theirs: dict[str, Any], code: str) -> None:
        refused(state, answer(prompt, type="deal_propose", terms={me: mine, them: theirs}), code)

    propose(_side(), _side(cards=other_cards[:1]), "illegal_choice")  # naming the other's cards
    propose(_side(), _side(), "illegal_choice")  # nothing moves
    not_held = next(c for c in range(200) if c not in my_cards)
    propose(_side(cards=[not_held]), _side(), "illegal_choice")
    propose(_side(count=len(my_cards) + 1), _side(), "illegal_choice")
    propose(_side(), _side(count=spec["other_hand"] + 1), "illegal_choice")
    own_planets = set(spec["give_colonies"])
    bad_colony = next(p for p in range(len(state.planet_home)) if p not in own_planets)
    propose(_side(colony=bad_colony), _side(), "illegal_choice")  # a colony that cannot be granted
    bad_get = next(p for p in range(len(state.planet_home)) if p not in spec["get_colonies"])
    propose(_side(), _side(colony=bad_get), "illegal_choice")
    propose(_side(cards=my_cards[:1] * 2), _side(), "malformed")
    propose(_side(count=-1), _side(), "malformed")
    propose(_side(count=True), _side(), "malformed")
    propose({**_side(count=1), "kind": "joker"}, _side(), "malformed")
    propose({**_side(count=1), "extra": 1}, _side(), "malformed")
    propose(_side(colony=1.0), _side(), "malformed")  # type: ignore[arg-type]
    refused(state, answer(prompt, type="deal_propose", terms={me: _side(count=1)}), "malformed")
    refused(state, answer(prompt, type="deal_propose"), "malformed")
    refused(state, answer(prompt, type="deal_accept"), "illegal_choice")  # no standing offer
    refused(state, answer(prompt, type="deal_fail", why="no"), "malformed")
    apply(state, answer(prompt, type="deal_propose", terms={me: _side(), them: _side(count=1)}))


def test_table_deal_timeout_needs_the_timer_and_a_deal() -> None:
    state, _ = at("deal")
    assert not state.config.deal_timer
    refused(state, {"seat": TABLE, "type": "deal_timeout"}, "illegal_choice")
    timed, _ = new_game(default_config(3, seed=1, deal_timer=30))
    refused(timed, {"seat": TABLE, "type": "deal_timeout"}, "illegal_choice")  # no deal going on
    refused(timed, {"seat": TABLE, "type": "pass"}, "illegal_choice")
    refused(timed, {"seat": TABLE, "type": "deal_timeout", "extra": 1}, "illegal_choice")


def test_table_deal_timeout_with_the_timer() -> None:
    config = default_config(4, seed=3, deal_timer=30)
    for state, _, _ in walk(config):
        if any(p.ctx == "deal" for p in state.prompts):
            break
    else:
        pytest.fail("no deal in this game")
    events = apply(state, {"seat": TABLE, "type": "deal_timeout", "prompt": 0})
    assert "deal_timed_out" in [e.kind for e in events]
    assert not any(p.ctx == "deal" for p in state.prompts)


def test_nothing_after_the_game_is_over() -> None:
    result = random_game(3, 2, keep_log=True)
    state = result.state
    assert state is not None and state.over
    for action in (
        result.log[-1],
        {"seat": 0, "type": "pass"},
        {"seat": TABLE, "type": "deal_timeout"},
        {"seat": 9, "type": "pass"},
    ):
        refused(state, action, "game_over")


# --- fuzz ---------------------------------------------------------------------------------------------------

KEYS = st.sampled_from(
    [
        *("seat", "type", "prompt", "card", "cards", "ships", "side", "seats", "planet", "terms", "take"),
        *("player", "offense", "defense", "count", "kind", "colony", "choice", "target", "allies", "play"),
    ]
)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-3, max_value=130)
    | st.integers()
    | st.floats(allow_nan=True)
    | st.text(max_size=6)
    | st.sampled_from(
        ["pass", "play", "gate", "warp", "ally", "offense", "defense", "launch", "place", "attack"]
    )
)
JUNK = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(KEYS | st.text(max_size=3), inner, max_size=5)
    ),
    max_leaves=16,
)


def _tweak(data: st.DataObject, value: Any) -> Any:
    """The value with one part replaced by junk, removed or doubled (a near miss of a legal answer)."""
    if isinstance(value, dict) and value:
        key = data.draw(st.sampled_from(sorted(value, key=repr)))
        how = data.draw(st.integers(min_value=0, max_value=3))
        out = dict(value)
        if how == 0:
            del out[key]
        elif how == 1:
            out[key] = data.draw(JUNK)
        elif how == 2:
            out[data.draw(KEYS)] = data.draw(JUNK)
        else:
            out[key] = _tweak(data, value[key])
        return out
    if isinstance(value, list) and value:
        i = data.draw(st.integers(min_value=0, max_value=len(value) - 1))
        out_list = list(value)
        how = data.draw(st.integers(min_value=0, max_value=2))
        if how == 0:
            out_list.append(value[i])
        else:
            out_list[i] = _tweak(data, value[i]) if how == 1 else data.draw(JUNK)
        return out_list
    if isinstance(value, int):
        near = [float(value), value + 1, value - 1, -value, str(value), [value], not value]
        return data.draw(st.sampled_from(near) | JUNK)
    return data.draw(JUNK)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(min_value=3, max_value=5), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_fuzz_only_illegal_action_comes_out(players: int, seed: int, data: st.DataObject) -> None:
    config = variant_config(players, seed)
    state, _ = new_game(config)
    driver = Driver(players, seed)
    every = data.draw(st.integers(min_value=3, max_value=40), label="every")
    refusals = 0
    while not state.over:
        action = driver.next_action(state)
        if state.actions % every == 0:
            for _ in range(3):
                how = data.draw(st.integers(min_value=0, max_value=2), label="how")
                if how == 0:
                    junk = data.draw(JUNK)
                elif how == 1:
                    junk = data.draw(st.dictionaries(KEYS, JUNK, max_size=4))  # from a seat that is asked
                    junk["seat"] = data.draw(st.sampled_from([p.seat for p in state.prompts] + [TABLE]))
                else:
                    junk = _tweak(data, action)
                digest = state_hash(state)
                try:
                    apply(state, junk)
                except IllegalAction as exc:
                    assert exc.code in CODES
                    assert state_hash(state) == digest
                    refusals += 1
                else:
                    assert check_invariants(state) == []
                    break  # accepted (a near miss can be legal): the game goes on from there
            if not state.prompts:  # a legal near miss ended the game
                break
            action = driver.next_action(state)
        apply(state, action)
    assert refusals > 0


CODES = {"malformed", "game_over", "no_such_seat", "not_your_prompt", "stale_prompt", "illegal_choice"}


# --- corrupt saves ------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def good_save() -> dict[str, Any]:
    config = variant_config(4, 21, variants=False)
    rec = Recorder(config)
    driver = Driver(4, 21)
    while not rec.state.over:
        rec.apply(driver.next_action(rec.state))
    save = rec.save()
    assert len(save["actions"]) > 120 and len(save["checkpoints"]) >= 3
    return json.loads(json.dumps(save))  # type: ignore[no-any-return]


def corrupt(save: dict[str, Any], code: str) -> None:
    with pytest.raises(CorruptSave) as info:
        load(save)
    assert info.value.code == code, info.value


def test_good_save_loads(good_save: dict[str, Any]) -> None:
    assert load(json.loads(json.dumps(good_save))).state.over


@pytest.mark.parametrize("data", [None, [], "save", {}, {"format": "other"}, {"format": None}])
def test_not_a_save(data: Any) -> None:
    corrupt(data, "not_a_save")


@pytest.mark.parametrize("version", [None, 0, SAVE_VERSION + 1, str(SAVE_VERSION)])
def test_wrong_version(good_save: dict[str, Any], version: Any) -> None:
    corrupt({**good_save, "version": version}, "wrong_version")


@pytest.mark.parametrize(
    "change",
    [
        {"config": None},
        {"config": []},
        {"config": {"seats": "red"}},
        {"config": {"seats": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}]}},
        {"seed": "7"},
        {"seed": 1.5},
        {"flares": 1},
        {"deal_timer": -5},
        {"colours": ["red"]},
        {"regroup_without_colony": "moon"},
        {"aliens": "Virus"},
        {"seats": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "red"}, {"name": "C"}]},
    ],
)
def test_bad_config(good_save: dict[str, Any], change: dict[str, Any]) -> None:
    if "config" in change:
        corrupt({**good_save, **change}, "bad_config")
    else:
        corrupt({**good_save, "config": {**good_save["config"], **change}}, "bad_config")


@pytest.mark.parametrize(
    "change",
    [
        {"actions": None},
        {"actions": {}},
        {"checkpoints": None},
        {"checkpoints": [[0]]},
        {"checkpoints": [["0", "abc"]]},
        {"checkpoints": [[0, 5]]},
    ],
)
def test_malformed_save(good_save: dict[str, Any], change: dict[str, Any]) -> None:
    corrupt({**good_save, **change}, "malformed")


def test_tampered_action_is_refused_on_replay(good_save: dict[str, Any]) -> None:
    actions = [dict(a) for a in good_save["actions"]]
    actions[10]["seat"] = (actions[10]["seat"] + 1) % 4
    corrupt({**good_save, "actions": actions}, "illegal_action")
    actions = [dict(a) for a in good_save["actions"]]
    actions[5] = {"seat": actions[5]["seat"], "type": "nonsense"}
    corrupt({**good_save, "actions": actions}, "illegal_action")
    # an action appended after the last checkpoint is refused before any replay
    corrupt({**good_save, "actions": [*good_save["actions"], {"seat": 0, "type": "pass"}]}, "malformed")


def test_tampered_legal_action_diverges(good_save: dict[str, Any]) -> None:
    """Change one choice to another legal one: the replay goes on, but the next checkpoint catches it."""
    replay = Recorder(load(good_save).config)
    for i, action in enumerate(good_save["actions"][:40]):
        prompt = next((p for p in replay.state.prompts if p.seat == action["seat"]), None)
        assert prompt is not None
        others = [o for o in prompt.options if {**o, "seat": action["seat"]} != action]
        if prompt.kind == "choose" and others:
            actions = [dict(a) for a in good_save["actions"]]
            actions[i] = {**others[0], "seat": action["seat"]}
            with pytest.raises(CorruptSave) as info:
                load({**good_save, "actions": actions})
            # the next checkpoint differs, unless a later action no longer fits the changed game
            assert info.value.code in ("diverged", "illegal_action")
            return
        replay.apply(action)
    pytest.fail("no choice to tamper with")


def test_tampered_hash(good_save: dict[str, Any]) -> None:
    for k in range(len(good_save["checkpoints"])):
        checkpoints = [list(c) for c in good_save["checkpoints"]]
        checkpoints[k][1] = "0" * 16
        corrupt({**good_save, "checkpoints": checkpoints}, "diverged")


def test_truncated_action_log(good_save: dict[str, Any]) -> None:
    """A save that lost its last actions but kept its last checkpoint is not silently a shorter game."""
    corrupt({**good_save, "actions": good_save["actions"][:-3]}, "malformed")


def test_unreadable_files(tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"\xff\xfe{not json")
    half = tmp_path / "half.json"
    rec = Recorder(default_config(3, seed=1))
    save_file(rec, half)
    half.write_text(half.read_text()[:-5])
    for path in (missing, garbage, half):
        with pytest.raises(CorruptSave) as info:
            load_file(path)
        assert info.value.code == "unreadable"


def test_a_save_with_actions_added_after_its_last_checkpoint_is_refused() -> None:
    from game.config import default_config
    from game.replay import Recorder, load

    rec = Recorder(default_config(3, seed=2))
    prompt = rec.state.prompts[0]
    rec.apply({"seat": prompt.seat, **prompt.options[0]} if prompt.options else {"seat": prompt.seat})
    data = rec.save()
    extra = dict(data, actions=[*data["actions"], data["actions"][0]])
    with pytest.raises(CorruptSave) as err:
        load(extra)
    assert err.value.code == "malformed"
