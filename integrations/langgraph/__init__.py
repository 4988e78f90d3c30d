"""LangGraph / LangChain v1 integration.

from gmem.integrations.langgraph import TeamMemory, MemoryMiddleware

team = TeamMemory(memory, task="question", outcome=judge)        # StateGraph: one role per node
builder.add_node("planner", team.node("planner", "plans the lookups")(plan))
graph = team.compile(builder, checkpointer=InMemorySaver())

agent = create_agent(model, tools, middleware=[MemoryMiddleware(memory, role="researcher")])
graph = builder.compile(store=GMemStore("team.db"))                # LangGraph's BaseStore (store tools, LangMem)
"""

from .agent import MemoryMiddleware
from .llm import LangChainProvider
from .nodes import Inject, TeamMemory
from .recording import RECORD_NODE
from .store import GMemStore
from .task import Outcome, OutcomeLike
from .trace import TRACE_KEY, GraphTrace, MemoryState, NodeEvent, merge_trace

__all__ = [
    "RECORD_NODE",
    "TRACE_KEY",
    "GMemStore",
    "GraphTrace",
    "Inject",
    "LangChainProvider",
    "MemoryMiddleware",
    "MemoryState",
    "NodeEvent",
    "Outcome",
    "OutcomeLike",
    "TeamMemory",
    "merge_trace",
]
