extension SpyWriter {
    /// A subscript: its reads recorded with their arguments and answered from a stub; its
    /// writes, for a `{ get set }` one, recorded with the value and kept as the stub.
    func writeSubscript(_ item: SubscriptModel, stem: String) {
        let selector = item.selector
        members.add("// MARK: \(item.isStatic ? "static " : "")\(selector)")
        members.add("")
        let record = writeRecorder(item.parameters, stem: stem, selector: selector, isStatic: item.isStatic, generics: item.genericNames)
        let errorStub = writeErrorStub(
            item.throwsClause, stem: stem, selector: selector, isStatic: item.isStatic, generics: item.genericNames)
        let returnLines = writeReturnStub(
            item.returnType, stem: stem, selector: selector, isStatic: item.isStatic, generics: item.genericNames)
        let setRecord = item.isSettable ? writeSetRecorder(item, stem: stem) : nil

        let attributes = item.attributes.filter { !Self.droppedAttributes.contains($0) } + (item.isStatic ? ["static"] : [])
        var signature =
            attributes.map { $0 + " " }.joined() + "subscript\(item.genericClause)("
            + parameterList(item.parameters, isSubscript: true) + ") -> \(concrete(item.returnType.text))"
        if !item.whereClause.isEmpty { signature += " \(item.whereClause)" }
        members.block("\(signature) {") { body in
            body.block("get\(effects(isAsync: item.isAsync, item.throwsClause)) {") { getter in
                for line in recordCall(selector, isStatic: item.isStatic) { getter.add(line) }
                getter.add(record)
                if let errorStub { getter.add(errorStub) }
                for line in returnLines { getter.add(line) }
            }
            guard let setRecord else { return }
            body.block("set {") { setter in
                for line in recordCall("\(selector) = newValue", isStatic: item.isStatic) { setter.add(line) }
                setter.add(setRecord)
                if !item.returnType.mentions(item.genericNames) { setter.add("\(stem)ReturnValue = newValue") }
            }
        }
    }

    /// Declares the recorder of a subscript's writes; returns the statement that records one.
    private func writeSetRecorder(_ item: SubscriptModel, stem: String) -> String {
        let newValue = ParameterModel(
            label: "newValue", name: "newValue", declaredType: item.returnType.text, type: item.returnType,
            isInout: false, isVariadic: false, isAutoclosure: false, isEscaping: true
        )
        return writeRecorder(
            item.parameters + [newValue], stem: stem + "Set", selector: "\(item.selector) = newValue", isStatic: item.isStatic,
            generics: item.genericNames
        )
    }
}
