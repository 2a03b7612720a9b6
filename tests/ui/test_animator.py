"""The animator stages the engine's events: sprites fly, the shown view is patched step by step, and once the
queue drains the patched view agrees with the engine's."""

from __future__ import annotations

from typing import Any

from kit import frames, table_app

from game.events import Event
from game.ui import board as geo
from game.ui.animator import DURATION, Animator, Step
from game.ui.scenes.table import TableScene


def _quiet_table(seats: int = 3, seed: int = 2, aliens: str = "none") -> TableScene:
    """A table of bots whose own loop we never run: the tests drive the session and the animator by hand."""
    _, scene = table_app(["random"] * seats, seed=seed, aliens=aliens)
    scene.animator.skip()
    scene.table.refresh()
    return scene


def _home_planet_with_ships(view: dict[str, Any], seat: int) -> int:
    return next(p["planet"] for p in view["planets"] if p["system"] == seat and p["ships"][seat] > 0)


def test_ships_take_off_then_land_and_similar_moves_fly_together() -> None:
    scene = _quiet_table()
    anim, view = scene.animator, scene.table.shown
    a, b = _home_planet_with_ships(view, 0), _home_planet_with_ships(view, 1)
    before_a = view["planets"][a]["ships"][0]
    before_b = view["planets"][b]["ships"][1]
    anim.feed(
        [
            Event("ships_moved", {"seat": 0, "src": a, "dst": "gate", "count": 2}),
            Event("ships_moved", {"seat": 1, "src": b, "dst": "warp", "count": 1}),
            Event("turn_started", {"seat": 1, "turn": 9}),
        ]
    )
    anim.update(0.01)
    assert anim.current == "ships_moved" and anim.step is not None
    assert len(anim.step.painters) == 2  # both moves fly at once
    shown = scene.table.shown
    assert shown["planets"][a]["ships"][0] == before_a - 2  # they left...
    assert shown["players"][0]["gate"] == 0  # ...and have not arrived yet
    assert shown["planets"][b]["ships"][1] == before_b - 1
    anim.update(DURATION["ships_moved"])
    assert shown["players"][0]["gate"] == 2 and shown["players"][1]["warp"] == 1
    assert anim.current == "turn_started" and shown["offense"] == 1 and shown["turn"] == 9
    anim.update(1.0)
    assert not anim.busy


def test_speed_scales_durations_and_skip_empties_the_stage() -> None:
    scene = _quiet_table()
    anim = scene.animator
    planet = _home_planet_with_ships(scene.table.shown, 0)
    batch = [Event("ships_moved", {"seat": 0, "src": planet, "dst": "warp", "count": 1})]
    anim.speed = 4.0
    anim.feed(batch)
    anim.update(DURATION["ships_moved"] / 4 + 0.001)
    assert not anim.busy
    anim.speed = 1.0
    anim.feed(batch * 3 + [Event("destiny_drawn", {"card": 0})])
    anim.update(0.05)
    assert anim.busy
    anim.skip()
    assert not anim.busy and anim.step is None and not anim.queue
    assert not scene.table.shown[geo.STAGE].get("hide")


def test_nothing_is_staged_before_anything_is_shown() -> None:
    scene = _quiet_table()
    scene.table.shown = {}
    anim = Animator(scene.table)
    anim.feed([Event("destiny_drawn", {"card": 0})])
    assert not anim.busy


def test_a_reveal_hides_the_slots_while_the_cards_flip() -> None:
    scene = _quiet_table()
    view = scene.table.shown
    view["offense"], view["encounter"]["defense"] = 0, 1
    anim = scene.animator
    anim.feed(
        [
            Event(
                "cards_revealed",
                {"offense": 3, "defense": 40, "offense_as": "attack", "defense_as": "attack"},
            )
        ]
    )
    anim.update(0.01)
    assert view[geo.STAGE]["hide"] == {"offense_card", "defense_card"}
    assert view["encounter"]["offense_card"] == 3 and view["encounter"]["defense_card"] == 40
    anim.update(1.0)
    assert not view[geo.STAGE]["hide"]


def _compare(patched: dict[str, Any], real: dict[str, Any], kinds: set[str]) -> list[str]:
    """Fields the animator patches that differ from the engine's view (the target and the defense only when
    the batch told of them: some choices set them without an event)."""
    diffs = []
    for p, q in zip(patched["planets"], real["planets"], strict=True):
        if p["ships"] != q["ships"]:
            diffs.append(f"planet {p['planet']}: {p['ships']} != {q['ships']}")
    for s, (p, q) in enumerate(zip(patched["players"], real["players"], strict=True)):
        for key in ("gate", "warp", "ally_ships", "removed"):
            if p[key] != q[key]:
                diffs.append(f"seat {s} {key}: {p[key]} != {q[key]}")
    told = {"target": "gate_aimed", "defense": "defense_chosen", "destiny_card": "destiny_drawn"}
    for key in ("target", "defense", "destiny_card"):
        if told[key] in kinds and patched["encounter"][key] != real["encounter"][key]:
            diffs.append(f"{key}: {patched['encounter'][key]} != {real['encounter'][key]}")
    for key in ("offense", "discard", "deck_size", "destiny_deck_size"):
        if patched[key] != real[key]:
            diffs.append(f"{key}: {patched[key]} != {real[key]}")
    return diffs


def test_after_staging_each_batch_the_shown_view_equals_the_engines() -> None:
    """Play a bot game action by action; after each batch is staged (before the table snaps), the patched
    board agrees with the engine's view: ships, the gate, the warp, allies, destiny, deck and discard."""
    scene = _quiet_table(seats=5, seed=5, aliens="random")
    session, table, anim = scene.session, scene.table, scene.animator
    staged = 0
    for _ in range(250):
        if session.over:
            break
        table.refresh()
        batch = session.bot_step()
        assert batch is not None
        anim.feed(batch.events)
        staged += bool(anim.busy)
        while anim.busy:
            anim.update(0.1)
        diffs = _compare(table.shown, session.view(table.eye), {e.kind for e in batch.events})
        assert not diffs, (batch.action, [e.kind for e in batch.events], diffs)
    assert staged > 50


def test_a_whole_bot_game_staged_at_high_speed_ends_cleanly() -> None:
    app, scene = table_app(["random"] * 3, seed=8, aliens="random", bot_speed=8.0, animation_speed=8.0)
    kinds: set[str] = set()
    build = scene.animator._next

    def spy() -> Step | None:
        step = build()
        if step is not None:
            kinds.add(step.kind)
        return step

    scene.animator._next = spy  # type: ignore[method-assign]
    for _ in range(20000):
        app.frame(1 / 5)
        if scene.session.over and not scene.animator.busy:
            break
    assert scene.session.over
    frames(app, 5)
    assert not scene.animator.busy
    assert {"ships_moved", "destiny_drawn", "cards_revealed", "encounter_decided"} <= kinds
