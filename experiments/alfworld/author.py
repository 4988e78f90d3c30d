"""Author ALFWorld games offline: ``python -m experiments.alfworld.author --out experiments/alfworld/authored``.

ALFWorld's own games come from ALFRED, whose generator samples a task in an AI2-THOR scene, plans it and
records a PDDL problem; THOR (a Unity build) and the released data are not available here. What the
installed ``alfworld`` package does ship is enough to write problems of the same shape without them:

- the room layouts of ALFRED's scenes (``alfworld/gen/layouts/FloorPlan<N>-openable.json``: every
  receptacle with the pose an agent takes to use it, and ``-objects.json``: the object classes in the scene),
- ALFRED's object tables (``alfworld.gen.constants``: which receptacle class may hold which object class,
  which objects can be heated, cooled, cleaned, toggled),
- ALFRED's goal library (``alfworld.gen.goal_library``: the PDDL goal and the task sentences of each family).

For each task family this picks scenes, a target and a goal receptacle that the tables allow, a few other
objects, and writes ``initial_state.pddl`` and ``traj_data.json`` the way ALFRED lays them out. Then
alfworld's own ``alfworld-generate`` builds each ``game.tw-pddl`` from them and replays ALFWorld's
hand-coded expert to mark it solvable; only solvable games whose expert needs at most
:data:`MAX_EXPERT_STEPS` commands are kept (a team has 30), ``--per-family`` of each family.
Everything is drawn from one seeded random generator, so the same command writes the same games.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import alfworld
from alfworld.gen import constants
from alfworld.gen.goal_library import gdict
from alfworld.info import ALFRED_PDDL_PATH, ALFRED_TWL2_PATH

from experiments.alfworld.env import AUTHORED_DIR, TASK_TYPES, find_games

LAYOUTS = Path(alfworld.__file__).resolve().parent / "gen" / "layouts"
KITCHENS = range(1, 31)
LIVING_ROOMS = range(201, 231)
BEDROOMS = range(301, 331)
#: Receptacles a game keeps from its scene (the required ones first), so a game stays a short walk; a
#: two-object game fewer, as its expert searches until it has found both.
MAX_RECEPTACLES = 9
MAX_RECEPTACLES_TWO_OBJECTS = 6
#: The longest expert walkthrough kept: room for a team to explore and still finish within 30 commands.
MAX_EXPERT_STEPS = 24
#: Objects besides the target(s): enough to search among, few enough to keep observations short.
DISTRACTORS = 4
LAMP, LAMP_HOLDERS = "DeskLamp", ("Desk", "SideTable", "Dresser")
#: The appliance each state-changing family needs.
APPLIANCE = {
    "pick_clean_then_place_in_recep": ("SinkBasin", "Cleanable"),
    "pick_heat_then_place_in_recep": ("Microwave", "Heatable"),
    "pick_cool_then_place_in_recep": ("Fridge", "Coolable"),
}
_FIXED = constants.RECEPTACLES - constants.MOVABLE_RECEPTACLES_SET
#: Object classes that can be picked up: those some receptacle class may hold (sliced forms left out).
PICKUPABLE = frozenset(
    kind
    for held in constants.VAL_RECEPTACLE_OBJECTS.values()
    for kind in held
    if "Sliced" not in kind and kind not in _FIXED
)


@dataclass(frozen=True)
class Receptacle:
    name: str  # ALFRED's id, e.g. "Cabinet|+00.68|+00.50|-02.20" or "Sink|...|SinkBasin"
    kind: str  # its class: "Cabinet", "SinkBasin"
    location: str  # "loc|0|-5|2|30": where the agent stands to use it


@dataclass(frozen=True)
class Placed:
    name: str
    kind: str
    receptacle: Receptacle


@dataclass(frozen=True)
class GameSpec:
    """One authored game, before alfworld builds it."""

    task_type: str
    scene: int
    target: str
    goal: str  # the goal receptacle class (look_at_obj_in_light: the lamp)
    receptacles: tuple[Receptacle, ...]
    objects: tuple[Placed, ...]
    sentence: str

    @property
    def folder(self) -> str:
        return f"{self.task_type}-{self.target}-None-{self.goal}-{self.scene}"


def pddl_name(alfred_id: str) -> str:
    """ALFRED's id as its PDDL problems spell it: ``Cabinet|+00.68`` -> ``Cabinet_bar__plus_00_dot_68``."""
    for char, word in (("|", "_bar_"), ("+", "_plus_"), ("-", "_minus_"), (".", "_dot_")):
        alfred_id = alfred_id.replace(char, word)
    return alfred_id


def scene_receptacles(scene: int) -> list[Receptacle]:
    """The receptacles of an ALFRED scene with the pose to use each, as ``alfworld`` ships them."""
    poses = json.loads((LAYOUTS / f"FloorPlan{scene}-openable.json").read_text(encoding="utf-8"))
    receptacles = []
    for name, (x, z, rotation, horizon) in sorted(poses.items()):
        kind = name.split("|")[-1] if name.count("|") == 4 else name.split("|")[0]
        location = (
            f"loc|{round(x / constants.AGENT_STEP_SIZE)}|{round(z / constants.AGENT_STEP_SIZE)}|"
            f"{round(rotation / 90) % 4}|{round(horizon)}"
        )
        receptacles.append(Receptacle(name, kind, location))
    return receptacles


def scene_objects(scene: int) -> set[str]:
    return set(json.loads((LAYOUTS / f"FloorPlan{scene}-objects.json").read_text(encoding="utf-8")))


def holds(receptacle_kind: str, object_kind: str) -> bool:
    return object_kind in constants.VAL_RECEPTACLE_OBJECTS.get(receptacle_kind, ())


# ------------------------------------------------------------------------------------------ choosing games


def candidates(task_type: str, rng: random.Random) -> Iterator[GameSpec]:
    """Games of one family, drawn scene by scene (each scene at most once) until the scenes run out."""
    rooms = list(BEDROOMS if task_type == "look_at_obj_in_light" else KITCHENS)
    if task_type in ("pick_and_place_simple", "pick_two_obj_and_place"):
        rooms = list(KITCHENS) + list(LIVING_ROOMS) + list(BEDROOMS)
    rng.shuffle(rooms)
    for scene in rooms:
        if not (LAYOUTS / f"FloorPlan{scene}-openable.json").is_file():
            continue
        spec = _draw(task_type, scene, rng)
        if spec is not None:
            yield spec


def _draw(task_type: str, scene: int, rng: random.Random) -> GameSpec | None:
    """One game of ``task_type`` in ``scene``, or None when the scene cannot host one."""
    receptacles = scene_receptacles(scene)
    kinds = sorted({r.kind for r in receptacles})
    present = scene_objects(scene) & PICKUPABLE
    required: list[str] = []
    if task_type in APPLIANCE:
        appliance, ability = APPLIANCE[task_type]
        required.append(appliance)
        present &= constants.VAL_ACTION_OBJECTS[ability]
    if task_type == "look_at_obj_in_light":
        holders = [k for k in LAMP_HOLDERS if k in kinds]
        if LAMP not in scene_objects(scene) or not holders:
            return None
        required.append(rng.choice(holders))
    if any(kind not in kinds for kind in required):
        return None
    pairs = [
        (target, goal)
        for target in sorted(present)
        for goal in kinds
        if goal not in required and holds(goal, target) and sum(holds(k, target) for k in kinds) >= 2
    ]
    if task_type == "look_at_obj_in_light":
        pairs = [(target, LAMP) for target in sorted(present) if any(holds(k, target) for k in kinds)]
    if not pairs:
        return None
    target, goal = rng.choice(pairs)
    limit = MAX_RECEPTACLES_TWO_OBJECTS if task_type == "pick_two_obj_and_place" else MAX_RECEPTACLES
    chosen = _choose_receptacles(receptacles, [*required, goal], target, rng, limit)
    objects = _place_objects(task_type, target, goal, chosen, present, rng)
    if objects is None:
        return None
    template = rng.choice(gdict[task_type]["templates"])
    names = {"obj": target.lower(), "recep": goal.lower(), "toggle": LAMP.lower()}
    return GameSpec(task_type, scene, target, goal, tuple(chosen), tuple(objects), template.format(**names))


def _choose_receptacles(
    receptacles: list[Receptacle], needed: list[str], target: str, rng: random.Random, limit: int
) -> list[Receptacle]:
    """One receptacle of each needed class, then others (at most two of a class) up to ``limit``."""
    pool = receptacles[:]
    rng.shuffle(pool)
    chosen: list[Receptacle] = []
    for kind in needed:
        match = next((r for r in pool if r.kind == kind and r not in chosen), None)
        if match is not None:
            chosen.append(match)
    # somewhere the target can start that is not its goal
    start = next((r for r in pool if r not in chosen and holds(r.kind, target) and r.kind not in needed), None)
    if start is not None:
        chosen.append(start)
    for receptacle in pool:
        if len(chosen) >= limit:
            break
        if receptacle not in chosen and sum(r.kind == receptacle.kind for r in chosen) < 2:
            chosen.append(receptacle)
    return sorted(chosen, key=lambda r: r.name)


def _place_objects(
    task_type: str, target: str, goal: str, receptacles: list[Receptacle], present: set[str], rng: random.Random
) -> list[Placed] | None:
    """The target(s) away from the goal and the appliance, the lamp on its holder, and the distractors."""
    off_limits = {goal, *(a for a, _ in APPLIANCE.values())}
    starts = [r for r in receptacles if holds(r.kind, target) and r.kind not in off_limits]
    if not starts:
        return None
    placed: list[Placed] = []
    for _ in range(2 if task_type == "pick_two_obj_and_place" else 1):
        placed.append(_object(target, rng.choice(starts), len(placed)))
    if task_type == "look_at_obj_in_light":
        holder = next(r for r in receptacles if r.kind in LAMP_HOLDERS)
        placed.append(_object(LAMP, holder, len(placed)))
    others = sorted(k for k in scene_objects_of(receptacles, present) if k != target)
    for kind in rng.sample(others, min(DISTRACTORS, len(others))):
        where = [r for r in receptacles if holds(r.kind, kind)]
        placed.append(_object(kind, rng.choice(where), len(placed)))
    return placed


def scene_objects_of(receptacles: list[Receptacle], present: set[str]) -> set[str]:
    """Objects of the scene that some chosen receptacle can hold (distractor candidates)."""
    return {kind for kind in PICKUPABLE if any(holds(r.kind, kind) for r in receptacles)} & (
        present | set(constants.MOVABLE_RECEPTACLES)
    )


def _object(kind: str, receptacle: Receptacle, index: int) -> Placed:
    """An object in ``receptacle``, with an ALFRED-style id near the receptacle's own coordinates."""
    coordinates = [float(v) for v in receptacle.name.split("|")[1:4]]
    x, y, z = (value + 0.01 * (index + 1) * sign for value, sign in zip(coordinates, (1, 0, -1)))
    return Placed(f"{kind}|{x:+06.2f}|{y + 0.05:+06.2f}|{z:+06.2f}", kind, receptacle)


# ------------------------------------------------------------------------------------------ writing games


def problem(spec: GameSpec, trial: str) -> str:
    """The PDDL problem: ALFRED's type declarations, the scene's facts, and the family's goal."""
    otypes = sorted(k for k in constants.OBJECTS if k not in _FIXED)
    rtypes = sorted(_FIXED)
    locations = sorted({r.location for r in spec.receptacles} | {START})
    kinds = sorted({o.kind for o in spec.objects})
    facts = [f"(receptacleType {pddl_name(r.name)} {r.kind}Type)" for r in spec.receptacles]
    facts += [f"(objectType {pddl_name(o.name)} {o.kind}Type)" for o in spec.objects]
    facts += [
        f"(canContain {rk}Type {ok}Type)"
        for rk in sorted({r.kind for r in spec.receptacles})
        for ok in kinds
        if holds(rk, ok)
    ]
    for o in spec.objects:
        name = pddl_name(o.name)
        if o.kind in PICKUPABLE:
            facts.append(f"(pickupable {name})")
        if o.kind in constants.MOVABLE_RECEPTACLES_SET:
            facts.append(f"(isReceptacleObject {name})")
        for ability, predicate in (
            ("Cleanable", "cleanable"),
            ("Heatable", "heatable"),
            ("Coolable", "coolable"),
            ("Sliceable", "sliceable"),
            ("Toggleable", "toggleable"),
        ):
            if o.kind in constants.VAL_ACTION_OBJECTS[ability]:
                facts.append(f"({predicate} {name})")
    facts += [f"(openable {pddl_name(r.name)})" for r in spec.receptacles if r.kind in constants.OPENABLE_CLASS_SET]
    facts.append(f"(atLocation agent1 {pddl_name(START)})")
    facts += [f"(inReceptacle {pddl_name(o.name)} {pddl_name(o.receptacle.name)})" for o in spec.objects]
    facts += [f"(receptacleAtLocation {pddl_name(r.name)} {pddl_name(r.location)})" for r in spec.receptacles]
    facts += [f"(objectAtLocation {pddl_name(o.name)} {pddl_name(o.receptacle.location)})" for o in spec.objects]
    declarations = (
        ["agent1 - agent"]
        + [f"{k}Type - otype" for k in otypes]
        + [f"{k}Type - rtype" for k in rtypes]
        + [f"{pddl_name(o.name)} - object" for o in spec.objects]
        + [f"{pddl_name(r.name)} - receptacle" for r in spec.receptacles]
        + [f"{pddl_name(loc)} - location" for loc in locations]
    )
    goal = gdict[spec.task_type]["pddl"].replace("#", "-").format(obj=spec.target, recep=spec.goal, toggle=LAMP)
    indent = "\n        "
    return (
        f"(define (problem plan_{trial})\n(:domain alfred)\n(:objects{indent}{indent.join(declarations)}\n        )\n\n"
        f"(:init{indent}{indent.join(facts)}\n        )\n\n{goal.strip()}\n"
    )


#: Where the agent starts: the middle of the room, a pose no receptacle uses.
START = "loc|0|0|0|30"


def traj_data(spec: GameSpec, trial: str) -> dict:
    """ALFRED's ``traj_data.json`` fields that alfworld reads; the sentence is ALFRED's own template."""
    return {
        "task_id": trial,
        "task_type": spec.task_type,
        "pddl_params": {
            "object_target": spec.target,
            "parent_target": "" if spec.goal == LAMP else spec.goal,
            "mrecep_target": "",
            "toggle_target": LAMP if spec.goal == LAMP else "",
            "object_sliced": False,
        },
        "scene": {"floor_plan": f"FloorPlan{spec.scene}", "scene_num": spec.scene},
        "turk_annotations": {"anns": [{"task_desc": spec.sentence}]},
    }


def write_spec(spec: GameSpec, root: Path, trial: str) -> Path:
    folder = root / spec.folder / trial
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "initial_state.pddl").write_text(problem(spec, trial), encoding="utf-8")
    (folder / "traj_data.json").write_text(json.dumps(traj_data(spec, trial), indent=2) + "\n", encoding="utf-8")
    return folder


def alfworld_generate() -> list[str]:
    """The command that runs alfworld's ``alfworld-generate`` script with this interpreter."""
    script = shutil.which("alfworld-generate") or str(Path(sys.executable).parent / "alfworld-generate")
    bundled = Path(alfworld.__file__).resolve().parents[4] / "bin" / "alfworld-generate"
    for path in (Path(script), bundled):
        if path.is_file():
            return [sys.executable, str(path)]
    raise FileNotFoundError("alfworld-generate (a script of the alfworld package) is not installed")


def build(sources: Path, out: Path) -> None:
    """Have alfworld build and check each game in ``sources``; write them under ``out``."""
    subprocess.run(
        [
            *alfworld_generate(),
            "--data_path",
            str(sources),
            "--save_path",
            str(out),
            "--domain",
            ALFRED_PDDL_PATH,
            "--grammar",
            ALFRED_TWL2_PATH,
            "--goal_desc_human_anns_prob",
            "1.0",
            "--end",
            "100000",
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )


def author(out: Path, per_family: int, seed: int, families: Sequence[str] = TASK_TYPES) -> list[Path]:
    """Write ``per_family`` solvable games of each family under ``out`` (replacing what was there)."""
    rng = random.Random(seed)
    numbered = 0
    with tempfile.TemporaryDirectory() as tmp:
        pending = {family: candidates(family, rng) for family in families}
        kept: dict[str, list[tuple[int, Path]]] = {family: [] for family in families}  # (batch, game folder)
        for batch_number in itertools.count():
            missing = {family: per_family - len(kept[family]) for family in families}
            if not any(missing.values()):
                break
            sources, built = _batch_dirs(Path(tmp), batch_number)
            batch = {}
            for family, count in missing.items():
                for _ in range(count):
                    spec = next(pending[family], None)
                    if spec is None:
                        raise RuntimeError(f"the scenes ran out before {per_family} solvable {family} games")
                    numbered += 1
                    batch[write_spec(spec, sources, f"trial_gmem_{numbered:04d}").relative_to(sources)] = family
            build(sources, built)
            for folder, family in batch.items():
                game = json.loads((built / folder / "game.tw-pddl").read_text(encoding="utf-8"))
                if game.get("solvable") and len(game["walkthrough"]) <= MAX_EXPERT_STEPS:
                    kept[family].append((batch_number, folder))
        shutil.rmtree(out, ignore_errors=True)
        for pairs in kept.values():
            for batch_number, folder in pairs:
                sources, built = _batch_dirs(Path(tmp), batch_number)
                shutil.copytree(sources / folder, out / folder)
                shutil.copyfile(built / folder / "game.tw-pddl", out / folder / "game.tw-pddl")
    return [out / folder for pairs in kept.values() for _, folder in pairs]


def _batch_dirs(root: Path, batch_number: int) -> tuple[Path, Path]:
    """Where a batch's problems are written and where alfworld builds them (a batch of retries each time
    some games came out unsolvable or too long)."""
    return root / f"sources-{batch_number}", root / f"built-{batch_number}"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=AUTHORED_DIR)
    parser.add_argument("--per-family", type=int, default=6)
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args(argv)
    folders = author(args.out, args.per_family, args.seed)
    games = find_games(args.out)
    print(f"{len(folders)} solvable games written under {args.out}; {len(games)} playable")


if __name__ == "__main__":
    main()
