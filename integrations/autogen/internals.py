"""The one place that reads AgentChat internals, and the version gate that makes relying on them safe.

AgentChat has no public API for "who is in this team" or "give this agent one more memory": the
participants live in ``BaseGroupChat._participants``, a GraphFlow's graph in ``GraphFlow._graph``, an
agent's memories in ``AssistantAgent._memory`` and a CodeExecutorAgent's model in ``_model_client``. Those
names are stable across the 0.7 series (checked against 0.7.4 and 0.7.5) but not promised, so this module
refuses to import on any other minor version rather than let a wrapped team silently run without memory.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import autogen_agentchat
from autogen_agentchat.agents import AssistantAgent, CodeExecutorAgent
from autogen_agentchat.teams import BaseGroupChat, DiGraph, GraphFlow
from autogen_core.memory import Memory as AgentChatMemory

from gmem import Role

#: Inclusive lower and exclusive upper bound of the autogen-agentchat versions whose internals were checked.
SUPPORTED = ((0, 7, 4), (0, 8, 0))


def check_version(version: str) -> None:
    """Raise ImportError unless ``version`` is an autogen-agentchat release this integration was checked on."""
    match = re.match(r"(\d+)\.(\d+)\.(\d+)", version)
    parsed = tuple(int(part) for part in match.groups()) if match else None
    low, high = SUPPORTED
    if parsed is None or not low <= parsed < high:
        raise ImportError(
            f"gmem.integrations.autogen supports autogen-agentchat >={'.'.join(map(str, low))},"
            f"<{'.'.join(map(str, high))}, but {version} is installed. The team wrap reads AgentChat internals "
            "(team participants, GraphFlow graphs, AssistantAgent memories) that other versions may lay out "
            "differently. Install a supported version with: pip install 'gmem-memory[autogen]'"
        )


check_version(autogen_agentchat.__version__)


@dataclass(frozen=True)
class TeamInternals:
    """What the wrap needs from a team: every participant's role, where each AssistantAgent keeps its
    memories, (for GraphFlow) the graph whose edges say who answers whom, and the code runners: the
    CodeExecutorAgents without a model, whose every message is what the code before it printed."""

    roles: tuple[Role, ...]
    memories: dict[str, list[AgentChatMemory]]
    graph: DiGraph | None
    runners: frozenset[str]


def read_team(team: object) -> TeamInternals:
    """Read a group chat's internals, failing with a clear message on anything unexpected."""
    if not isinstance(team, BaseGroupChat):
        raise TypeError(
            f"remember() wraps AgentChat group chats (RoundRobinGroupChat, SelectorGroupChat, Swarm, GraphFlow, "
            f"MagenticOneGroupChat); got {type(team).__name__}"
        )
    participants = getattr(team, "_participants", None)
    if participants is None:
        raise RuntimeError(
            f"{type(team).__name__} has no participant list where autogen-agentchat "
            f"{autogen_agentchat.__version__} should keep it (_participants); the integration cannot wrap it"
        )
    memories: dict[str, list[AgentChatMemory]] = {}
    for agent in participants:
        if isinstance(agent, AssistantAgent):
            if not hasattr(agent, "_memory"):
                raise RuntimeError(f"AssistantAgent {agent.name!r} has no _memory attribute in this AgentChat version")
            if agent._memory is None:
                agent._memory = []  # AgentChat treats an empty list exactly like no memory
            memories[agent.name] = agent._memory
    graph = team._graph if isinstance(team, GraphFlow) else None
    runners = frozenset(
        agent.name
        for agent in participants
        if isinstance(agent, CodeExecutorAgent) and getattr(agent, "_model_client", None) is None
    )
    return TeamInternals(
        roles=tuple(Role(name=agent.name, description=agent.description) for agent in participants),
        memories=memories,
        graph=graph,
        runners=runners,
    )
