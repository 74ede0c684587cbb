import Intents

public class IntentHandler: INExtension {
    public override func handler(for intent: INIntent) -> Any { self }
}
