"""The hard bot: looks ahead. For a decision that matters it draws a few samples of the hidden cards
consistent with its view (through the host's ``SeatContext.sample``: it never gets the real state), tries
each candidate answer on copies of each sample, plays the encounter out with heuristic players, and picks
the answer with the best average standing (``evaluate.standing``). The same samples and rollout seeds
serve every candidate, so their differences come from the answers, not from luck.

Techs (the Technology variant): which tech to keep and the research step are left to the heuristic
(``techs``), whose payoff lies beyond the rollout's horizon; a tech use in a play window is a candidate like
any other play, tried on samples where the face-down techs of the others are dealt again.

Budget: at most ``samples`` samples per decision, and no new sample once ``budget`` seconds have gone
(``budget=None``: no clock, fully deterministic). Without a sampler (a host that offers none) it plays as
the normal bot.
"""

from __future__ import annotations

import time
from typing import Any

from game.bots.base import SeatContext, ViewFn
from game.bots.deals import propose
from game.bots.evaluate import standing
from game.bots.normal import NormalBot
from game.bots.ships import pick_ships
from game.engine import apply
from game.errors import IllegalAction
from game.prompts import CHOOSE, DEAL, INVITE, SHIPS, Prompt
from game.rng import Rng
from game.state import GameState
from game.view import view_for

DEFAULT_BUDGET = 0.25  # seconds per decision
# 10 samples, not the 6 of the interpreted engine: the compiled build searches about 1.4-1.7 times as
# fast, so 10 cost the CPU time per decision that 6 did (README, "The hard bot uses the speed").
DEFAULT_SAMPLES = 10
MAX_CANDIDATES = 6
ROLLOUT_ACTIONS = 400
SEARCHED = {CHOOSE, SHIPS, INVITE, DEAL}
# Decisions whose worth shows only encounters later (a tech kept or researched pays off once completed): a
# rollout to the end of this encounter would only see the ship leaving its colony, so the heuristic decides.
HEURISTIC_CTX = {"keep_tech", "research"}


class HardBot:
    """Sampling look-ahead over the heuristic bot's candidate answers."""

    def __init__(
        self, seed: int, budget: float | None = DEFAULT_BUDGET, samples: int = DEFAULT_SAMPLES
    ) -> None:
        self.rng = Rng(seed)
        self.budget = budget if budget is not None and budget > 0 else None  # 0: no clock
        self.samples = samples
        self.normal = NormalBot(seed ^ 0x5A5A)
        self.searches = 0
        self.over_budget = 0

    def act(self, prompt: Prompt, view: ViewFn) -> dict[str, Any]:
        """Answer ``prompt``: by search where it matters and a sampler is offered, else heuristically."""
        if prompt.kind == CHOOSE and len(prompt.options) == 1:
            return dict(prompt.options[0])
        if prompt.kind == CHOOSE and all(o.get("type") == "pass" for o in prompt.options):
            return dict(prompt.options[0])
        v = view()
        default = self.normal.decide(prompt, v)
        if prompt.kind not in SEARCHED or prompt.ctx in HEURISTIC_CTX:
            return default
        if not isinstance(view, SeatContext) or not view.can_sample:
            return default
        candidates = self.candidates(prompt, v, default)
        if len(candidates) < 2:
            return default
        return self.search(prompt, view, candidates)

    # --- candidates ---------------------------------------------------------------------------------
    def candidates(self, prompt: Prompt, v: dict[str, Any], default: dict[str, Any]) -> list[dict[str, Any]]:
        """The answers worth comparing: the heuristic's first, then the alternatives."""
        seat = prompt.seat
        spec = prompt.spec
        out: list[dict[str, Any]] = [default]
        if prompt.kind == CHOOSE:
            out += [dict(o) for o in prompt.options]
        elif prompt.kind == SHIPS and "sides" in spec:
            if spec.get("decline"):
                out.append({"type": "decline"})
            top = min(int(spec["max"]), sum(int(a) for _, a in spec["sources"]))
            for side in spec["sides"]:
                for k in sorted({int(spec["min"]), min(2, top), top}):
                    if k >= int(spec["min"]) and k > 0:
                        ships = pick_ships(v, seat, spec["sources"], k, gate_first=False)
                        out.append({"type": spec["type"], "ships": ships, "side": side})
        elif prompt.kind == SHIPS and spec["type"] == "launch":
            top = min(int(spec["max"]), sum(int(a) for _, a in spec["sources"]))
            for k in sorted({int(spec["min"]), min(2, top), top}):
                if k >= int(spec["min"]):
                    out.append(
                        {"type": "launch", "ships": pick_ships(v, seat, spec["sources"], k, gate_first=False)}
                    )
        elif prompt.kind == INVITE:
            out += [{"type": "invite", "seats": []}, {"type": "invite", "seats": sorted(spec["candidates"])}]
        elif prompt.kind == DEAL:
            if spec["can_accept"]:
                out.append({"type": "deal_accept"})
            out.append({"type": "deal_fail"})
            terms = propose(v, seat, spec)  # the next rung of its ladder: None after a few (it then settles)
            if terms is not None:
                out.append({"type": "deal_propose", "terms": terms})
        unique: list[dict[str, Any]] = []
        for c in out:
            if c not in unique:
                unique.append(c)
        return unique[:MAX_CANDIDATES]

    # --- search -------------------------------------------------------------------------------------
    def search(self, prompt: Prompt, ctx: SeatContext, candidates: list[dict[str, Any]]) -> dict[str, Any]:
        """Average each candidate's standing over samples and rollouts; the best one (ties: the earlier)."""
        self.searches += 1
        seat = prompt.seat
        start = time.perf_counter()
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        for i in range(self.samples):
            spent = time.perf_counter() - start
            if self.budget is not None and i and spent + spent / i > self.budget:  # the next would overrun
                self.over_budget += 1
                break
            sample = ctx.sample(self.rng)
            mine = next((p for p in sample.prompts if p.seat == seat and p.ctx == prompt.ctx), None)
            if mine is None:
                continue
            seed = self.rng.below(1 << 30)
            for j, cand in enumerate(candidates):
                value = self.rollout(sample, mine, cand, seed)
                if value is not None:
                    totals[j] += value
                    counts[j] += 1
        scored = [(totals[j] / counts[j] if counts[j] else float("-inf"), -j) for j in range(len(candidates))]
        best = max(range(len(candidates)), key=lambda j: scored[j])
        return dict(candidates[best])

    def rollout(self, sample: GameState, prompt: Prompt, answer: dict[str, Any], seed: int) -> float | None:
        """Play ``answer`` on a copy of ``sample``, finish the encounter with heuristic players, and rate the
        seat's standing; None if the answer is not legal there or the copy breaks."""
        seat = prompt.seat
        t = sample.copy()
        try:
            apply(t, {**answer, "seat": seat, "prompt": prompt.id})
        except IllegalAction:
            return None
        enc_no, turn = t.enc_no, t.turn
        bots = [NormalBot(seed + s) for s in range(t.n)]
        steps = 0
        try:
            while not t.over and steps < ROLLOUT_ACTIONS and (t.enc_no, t.turn) == (enc_no, turn):
                p = t.prompts[0]
                action = bots[p.seat].act(p, _viewer(t, p.seat))
                action["seat"] = p.seat
                apply(t, action)
                steps += 1
        except Exception:  # a sample the engine cannot finish (an inconsistent deal): skip it
            return None
        return standing(view_for(t, seat), seat)


def _viewer(state: GameState, seat: int) -> ViewFn:
    def view() -> dict[str, Any]:
        return view_for(state, seat)

    return view
