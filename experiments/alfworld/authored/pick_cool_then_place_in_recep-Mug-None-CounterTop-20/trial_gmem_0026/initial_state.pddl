(define (problem plan_trial_gmem_0026)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Mug_bar__plus_01_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_01 - object
        Pan_bar__minus_01_dot_08_bar__plus_02_dot_07_bar__minus_02_dot_02 - object
        Pot_bar__plus_01_dot_58_bar__plus_00_dot_92_bar__plus_02_dot_45 - object
        Box_bar__plus_01_dot_76_bar__plus_02_dot_07_bar__minus_02_dot_04 - object
        Potato_bar__minus_00_dot_06_bar__plus_00_dot_94_bar__minus_02_dot_06 - object
        Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 - receptacle
        DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 - receptacle
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 - receptacle
        Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 - receptacle
        Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar_0 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_3_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_5_bar_5_bar_0_bar_30 - location
        loc_bar_6_bar_8_bar_0_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleType Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 CounterTopType)
        (receptacleType DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 DiningTableType)
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 FridgeType)
        (receptacleType Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 MicrowaveType)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 ShelfType)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 ShelfType)
        (receptacleType Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (objectType Mug_bar__plus_01_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_01 MugType)
        (objectType Pan_bar__minus_01_dot_08_bar__plus_02_dot_07_bar__minus_02_dot_02 PanType)
        (objectType Pot_bar__plus_01_dot_58_bar__plus_00_dot_92_bar__plus_02_dot_45 PotType)
        (objectType Box_bar__plus_01_dot_76_bar__plus_02_dot_07_bar__minus_02_dot_04 BoxType)
        (objectType Potato_bar__minus_00_dot_06_bar__plus_00_dot_94_bar__minus_02_dot_06 PotatoType)
        (canContain CabinetType BoxType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BoxType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType PotatoType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType BoxType)
        (canContain ShelfType MugType)
        (canContain ShelfType PotType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (pickupable Mug_bar__plus_01_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_01)
        (isReceptacleObject Mug_bar__plus_01_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_01)
        (cleanable Mug_bar__plus_01_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_01)
        (heatable Mug_bar__plus_01_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_01)
        (coolable Mug_bar__plus_01_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_01)
        (pickupable Pan_bar__minus_01_dot_08_bar__plus_02_dot_07_bar__minus_02_dot_02)
        (isReceptacleObject Pan_bar__minus_01_dot_08_bar__plus_02_dot_07_bar__minus_02_dot_02)
        (cleanable Pan_bar__minus_01_dot_08_bar__plus_02_dot_07_bar__minus_02_dot_02)
        (coolable Pan_bar__minus_01_dot_08_bar__plus_02_dot_07_bar__minus_02_dot_02)
        (pickupable Pot_bar__plus_01_dot_58_bar__plus_00_dot_92_bar__plus_02_dot_45)
        (isReceptacleObject Pot_bar__plus_01_dot_58_bar__plus_00_dot_92_bar__plus_02_dot_45)
        (cleanable Pot_bar__plus_01_dot_58_bar__plus_00_dot_92_bar__plus_02_dot_45)
        (coolable Pot_bar__plus_01_dot_58_bar__plus_00_dot_92_bar__plus_02_dot_45)
        (pickupable Box_bar__plus_01_dot_76_bar__plus_02_dot_07_bar__minus_02_dot_04)
        (isReceptacleObject Box_bar__plus_01_dot_76_bar__plus_02_dot_07_bar__minus_02_dot_04)
        (pickupable Potato_bar__minus_00_dot_06_bar__plus_00_dot_94_bar__minus_02_dot_06)
        (cleanable Potato_bar__minus_00_dot_06_bar__plus_00_dot_94_bar__minus_02_dot_06)
        (heatable Potato_bar__minus_00_dot_06_bar__plus_00_dot_94_bar__minus_02_dot_06)
        (coolable Potato_bar__minus_00_dot_06_bar__plus_00_dot_94_bar__minus_02_dot_06)
        (sliceable Potato_bar__minus_00_dot_06_bar__plus_00_dot_94_bar__minus_02_dot_06)
        (openable Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (openable Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70)
        (openable Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Mug_bar__plus_01_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_01 Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (inReceptacle Pan_bar__minus_01_dot_08_bar__plus_02_dot_07_bar__minus_02_dot_02 Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (inReceptacle Pot_bar__plus_01_dot_58_bar__plus_00_dot_92_bar__plus_02_dot_45 Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48)
        (inReceptacle Box_bar__plus_01_dot_76_bar__plus_02_dot_07_bar__minus_02_dot_04 Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (inReceptacle Potato_bar__minus_00_dot_06_bar__plus_00_dot_94_bar__minus_02_dot_06 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_72_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (receptacleAtLocation Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 loc_bar_5_bar_5_bar_0_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 loc_bar_6_bar_8_bar_0_bar_30)
        (receptacleAtLocation Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (objectAtLocation Mug_bar__plus_01_dot_73_bar__plus_02_dot_07_bar__minus_02_dot_01 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (objectAtLocation Pan_bar__minus_01_dot_08_bar__plus_02_dot_07_bar__minus_02_dot_02 loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30)
        (objectAtLocation Pot_bar__plus_01_dot_58_bar__plus_00_dot_92_bar__plus_02_dot_45 loc_bar_6_bar_8_bar_0_bar_30)
        (objectAtLocation Box_bar__plus_01_dot_76_bar__plus_02_dot_07_bar__minus_02_dot_04 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (objectAtLocation Potato_bar__minus_00_dot_06_bar__plus_00_dot_94_bar__minus_02_dot_06 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
