#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DocAuditServer
import FuzzSupport

/// Bytes as a language server's standard input: framing, JSON and every method the server
/// knows, in whatever order and shape. The server must answer or ignore each message and end
/// at the end of input, whatever came; its output goes nowhere. An input starting with
/// `Content-Length` is taken as it is; any other is wrapped as the body of one message after
/// an `initialize`, so that the fuzzer reaches the handlers without learning the framing.
@_cdecl("LLVMFuzzerTestOneInput")
public func serverHarness(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = Fuzz.bytes(data, size)
    if !input.starts(with: Array("Content-Length".utf8)) {
        let initialize = Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#.utf8)
        input = frame(initialize) + frame(input)
    }
    // Written whole before the server reads: inputs stay under a pipe's buffer.
    guard input.count < 60_000 else { return 0 }
    var pipeEnds: [Int32] = [0, 0]
    Fuzz.require(pipe(&pipeEnds) == 0, "no pipe")
    _ = input.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
    close(pipeEnds[1])
    let sink = open("/dev/null", O_WRONLY)
    let status = LanguageServer(input: pipeEnds[0], output: sink, language: .en) { _ in }.run()
    Fuzz.require(status == 0 || status == 1, "exit status \(status)")
    close(pipeEnds[0])
    close(sink)
    return 0
}

private func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}
