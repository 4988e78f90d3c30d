"""HotpotQA for the experiments: distractor-setting questions, ReAct's Search/Lookup/Finish over each
question's ten paragraphs, and the official answer metrics."""
