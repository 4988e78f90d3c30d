"""ALFWorld's text environment, one game at a time, on the real ``alfworld`` package (TextWorld + PDDL).

A game is a folder holding ``traj_data.json`` and ``game.tw-pddl`` (the PDDL domain, the text grammar
with the goal written in, the PDDL problem, and the expert walkthrough). It is played the way
``alfworld-generate`` plays it: TextWorld's ``PddlEnv`` behind ALFWorld's ``AlfredDemangler`` (which
names entities ``apple 1``, ``countertop 2``, ...), with no gym layer and no batch.

    env = AlfworldEnv(max_steps=30)
    observation, task = env.reset(tiny_games()[0])
    # observation: "You are in the middle of a room. Looking quickly around you, you see a cabinet 2, ..."
    # task: "put some apple on countertop."
    observation, done, won = env.step("go to diningtable 1")

Games come from four places: :func:`tiny_games` (four hand-authored ones in ``games/``, always present),
:func:`authored_games` (36 written by :mod:`experiments.alfworld.author` with alfworld's generator, in
``authored/``, always present), :func:`valid_unseen_games` (the 134 games ALFWorld evaluates on, from ``alfworld-download``) and
:func:`find_games` (any folder in the same layout).

The grammar inside each game file decides how the put action is phrased: files written by alfworld < 0.4
take ``put OBJ in/on RECEP`` (the phrasing of the ReAct prompts and of the recorded G-Memory runs), files
written by 0.4 and later (such as these games) ``move OBJ to RECEP``. The environment accepts either
phrasing and sends whichever the loaded game admits.
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path

import textworld
from alfworld.agents.environment.alfred_tw_env import AlfredDemangler
from textworld.envs import PddlEnv

logger = logging.getLogger(__name__)

#: The four tiny authored games shipped with the repository.
GAMES_DIR = Path(__file__).resolve().parent / "games"
#: The games written by ``python -m experiments.alfworld.author`` (six of each family), also shipped.
AUTHORED_DIR = Path(__file__).resolve().parent / "authored"
#: ALFWorld's six task families, as named in ``traj_data.json`` and in the game folders.
TASK_TYPES = (
    "pick_and_place_simple",
    "look_at_obj_in_light",
    "pick_clean_then_place_in_recep",
    "pick_heat_then_place_in_recep",
    "pick_cool_then_place_in_recep",
    "pick_two_obj_and_place",
)
DEFAULT_MAX_STEPS = 30
#: Where ``alfworld-download`` unpacks the games, under ``$ALFWORLD_DATA``.
DATA_VERSION = "json_2.1.1"
VALID_UNSEEN_GAMES = 134

_PUT = re.compile(r"(?:put|move|place) (.+?) (?:in/on|into|onto|in|on|to) (.+)")
_ARRIVE_AT_LOC = re.compile(r"^You arrive at loc \d+\. ")
_TASK_RULE = re.compile(r'"rhs": "Your task is to: (.*?)"')


class AlfworldDataMissing(FileNotFoundError):
    """The ALFWorld evaluation games are not where ``$ALFWORLD_DATA`` says; the message says what to run."""


@dataclass(frozen=True)
class Game:
    """One ALFWorld game: its ``game.tw-pddl`` file, its name and its task family."""

    path: Path
    name: str  # "<task folder>/<trial folder>", the name ReAct and G-Memory log games by
    task_type: str

    @classmethod
    def at(cls, location: str | Path) -> Game:
        """The game in a folder (or at its ``game.tw-pddl`` file)."""
        path = Path(location)
        if path.is_dir():
            path = path / "game.tw-pddl"
        if not path.is_file():
            raise FileNotFoundError(f"no ALFWorld game file at {path}")
        traj = json.loads((path.parent / "traj_data.json").read_text(encoding="utf-8"))
        return cls(path=path, name=f"{path.parent.parent.name}/{path.parent.name}", task_type=traj["task_type"])

    def task(self) -> str:
        """The task as the game states it ("put some apple on countertop."), read from its grammar."""
        grammar = json.loads(self.path.read_text(encoding="utf-8"))["grammar"]
        found = _TASK_RULE.search(grammar)
        if not found:
            raise ValueError(f"{self.path}: the grammar has no 'Your task is to: ...' rule")
        return found.group(1)

    def walkthrough(self) -> list[str]:
        """The expert's winning commands stored in the game file (empty when it has none)."""
        return list(json.loads(self.path.read_text(encoding="utf-8")).get("walkthrough") or [])


def data_root() -> Path:
    """``$ALFWORLD_DATA``, or ALFWorld's own default ``~/.cache/alfworld`` when it is not set."""
    return Path(os.path.expandvars(os.environ.get("ALFWORLD_DATA", "~/.cache/alfworld"))).expanduser()


def find_games(root: str | Path, task_types: tuple[str, ...] = TASK_TYPES) -> list[Game]:
    """Every playable game under ``root``, sorted by path, chosen as ``AlfredTWEnv`` chooses them: a folder
    with ``traj_data.json`` of one of ``task_types`` and a ``game.tw-pddl`` marked solvable; folders for
    movable receptacles or sliced objects are left out (the text engine does not support them)."""
    games = []
    for traj_path in sorted(Path(root).rglob("traj_data.json")):
        folder = traj_path.parent
        where = str(folder.relative_to(root))
        if "movable" in where or "Sliced" in where:
            continue
        game_path = folder / "game.tw-pddl"
        if not game_path.is_file():
            logger.debug("skipping %s: no game.tw-pddl", folder)
            continue
        if not json.loads(game_path.read_text(encoding="utf-8")).get("solvable"):
            logger.debug("skipping %s: not marked solvable", folder)
            continue
        game = Game.at(game_path)
        if game.task_type in task_types:
            games.append(game)
    return games


def tiny_games() -> list[Game]:
    """The small authored games in ``games/`` (one kitchen, four tasks), sorted by path."""
    return find_games(GAMES_DIR)


def authored_games() -> list[Game]:
    """The games in ``authored/``: six of each task family in ALFRED's scenes, sorted by path."""
    return find_games(AUTHORED_DIR)


def valid_unseen_games(root: str | Path | None = None) -> list[Game]:
    """ALFWorld's out-of-distribution evaluation split (134 games), from ``$ALFWORLD_DATA`` or ``root``.

    Raises :class:`AlfworldDataMissing` saying what to run when the split is absent or lacks game files."""
    base = Path(root) if root is not None else data_root()
    split = base / DATA_VERSION / "valid_unseen"
    trials = sorted(p.parent for p in split.rglob("traj_data.json")) if split.is_dir() else []
    unbuilt = [t for t in trials if not (t / "game.tw-pddl").is_file()]
    if not trials or unbuilt:
        found = f"{len(trials)} task folders, {len(unbuilt)} without game.tw-pddl" if trials else "nothing"
        raise AlfworldDataMissing(
            f"ALFWorld's valid_unseen games are missing: found {found} in {split}. Download them with "
            f"`alfworld-download --data-dir {base}` (a command of the alfworld package: it fetches ALFWorld's release "
            f"files from GitHub and unpacks the {VALID_UNSEEN_GAMES} games as "
            f"{split}/<task>/<trial>/{{traj_data.json,game.tw-pddl}}, next to train/ and valid_seen/). Games are "
            f"read from $ALFWORLD_DATA/{DATA_VERSION}/valid_unseen; ALFWORLD_DATA defaults to ~/.cache/alfworld."
        )
    return find_games(split)


class AlfworldEnv:
    """One ALFWorld game at a time: ``reset`` a game, ``step`` text commands until ``done``.

    Every ``step`` counts towards ``max_steps``, whether the game understood the command or not (it then
    answers "Nothing happens."). The episode is done when the goal holds (``won``) or the steps run out.
    ``trajectory`` keeps the episode's (command sent, observation) pairs.
    """

    def __init__(self, max_steps: int = DEFAULT_MAX_STEPS) -> None:
        if max_steps < 1:
            raise ValueError(f"max_steps must be at least 1, got {max_steps}")
        self.max_steps = max_steps
        self.game: Game | None = None
        self.task = ""
        self.steps = 0
        self.won = False
        self.trajectory: list[tuple[str, str]] = []
        self._env = AlfredDemangler(PddlEnv(textworld.EnvInfos(admissible_commands=True, won=True)), shuffle=False)
        self._state: textworld.GameState | None = None
        self._loaded: Path | None = None

    @property
    def done(self) -> bool:
        return self.won or self.steps >= self.max_steps

    @property
    def admissible_commands(self) -> list[str]:
        """The commands the game accepts now (sorted)."""
        self._require_started()
        return list(self._state["admissible_commands"])

    def reset(self, game: Game | str | Path) -> tuple[str, str]:
        """Start ``game`` afresh. Returns the room description and the task (``"put some apple on countertop."``)."""
        self.game = game if isinstance(game, Game) else Game.at(game)
        if self._loaded != self.game.path:
            self._env.load(str(self.game.path))
            self._loaded = self.game.path
        self._state = self._env.reset()
        self.steps, self.won, self.trajectory = 0, bool(self._state["won"]), []
        observation, self.task = _split_intro(self._state.feedback)
        logger.debug("reset %s: %s", self.game.name, self.task)
        return observation, self.task

    def step(self, action: str) -> tuple[str, bool, bool]:
        """Send one command. Returns ``(observation, done, won)``."""
        self._require_started()
        if self.done:
            raise RuntimeError(f"the episode of {self.game.name} is over; reset a game first")
        command = self._resolve(action)
        self._state, _, _ = self._env.step(command)
        self.steps += 1
        self.won = bool(self._state["won"])
        observation = _ARRIVE_AT_LOC.sub("", self._state.feedback.strip())
        self.trajectory.append((command, observation))
        logger.debug("%s step %d: %r -> %r (won=%s)", self.game.name, self.steps, command, observation, self.won)
        return observation, self.done, self.won

    def _resolve(self, action: str) -> str:
        """The command to send: ``action`` tidied (case, spaces, a final full stop), with a put in either
        release's phrasing turned into the one this game admits."""
        command = " ".join(action.strip().lower().split()).rstrip(".").strip()
        admissible = self._state["admissible_commands"]
        if command in admissible:
            return command
        put = _PUT.fullmatch(command)
        if put:
            thing, place = put.groups()
            for phrasing in (f"move {thing} to {place}", f"put {thing} in/on {place}"):
                if phrasing in admissible:
                    return phrasing
        return command

    def _require_started(self) -> None:
        if self._state is None:
            raise RuntimeError("no game yet: call reset(game) first")


def _split_intro(feedback: str) -> tuple[str, str]:
    """ALFWorld's opening text is a banner, the room, and "Your task is to: ..."; keep the room and the task."""
    parts = [p.strip() for p in feedback.split("\n\n") if p.strip() and not p.strip().startswith("-=")]
    task = next((p for p in parts if p.startswith("Your task is to: ")), "")
    room = "\n".join(p for p in parts if p != task)
    return room, task.removeprefix("Your task is to: ")
